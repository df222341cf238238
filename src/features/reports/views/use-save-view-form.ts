import { useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { isApiError } from '../../../api/errors';
import { useNotify } from '../../../components/notifications';
import { useSession } from '../../../lib/session';
import {
  useSaveView,
  type SavedViewScope,
  type SavedViewStateRequest,
} from '../../../queries/saved-views';

export const VIEW_NAME_MAX = 100;

interface SaveViewFormOptions {
  reportName: string;
  /** What is saved, read when the form is sent. */
  state: () => SavedViewStateRequest;
  scope: SavedViewScope;
  onSaved?: () => void;
}

/**
 * A saved view's name field and its sending, for every place that saves a view (the report's views
 * dialog, the trend's "Save view"): a name is required, the service's field errors belong to the
 * field, anything else is the form's, and a saved view is announced with where it was kept.
 */
export function useSaveViewForm({ reportName, state, scope, onSaved }: SaveViewFormOptions) {
  const { t } = useLingui();
  const { user, organization } = useSession();
  const notify = useNotify();
  const save = useSaveView({
    user: { id: user.id, full_name: user.full_name },
    organization: { id: organization.id, name: organization.name ?? null },
  });
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const fieldErrors = isApiError(save.error) ? save.error.fieldErrors : {};
  const fieldError = nameError ?? fieldErrors.name?.join(' ') ?? fieldErrors.state?.join(' ');
  const otherError =
    save.error && !(isApiError(save.error) && save.error.hasFieldErrors()) ? save.error : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) {
      setNameError(t`Give the view a name.`);
      return;
    }
    save.mutate(
      { name: trimmed, scope, state: state(), reportName },
      {
        onSuccess: ({ store, view: saved }) => {
          const viewName = saved.name;
          const savedFor = saved.organization.name;
          notify(
            store === 'browser'
              ? t`View “${viewName}” saved in this browser`
              : saved.scope !== 'organization'
                ? t`View “${viewName}” saved`
                : savedFor
                  ? t`View “${viewName}” saved for everyone in ${savedFor}`
                  : t`View “${viewName}” saved for everyone in the organization`,
          );
          setName('');
          onSaved?.();
        },
      },
    );
  };

  const onNameChange = (value: string) => {
    setName(value);
    setNameError(null);
  };

  return { name, onNameChange, fieldError, otherError, submit, saving: save.isPending };
}
