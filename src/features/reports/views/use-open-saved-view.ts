import { useEffect } from 'react';
import { t } from '@lingui/core/macro';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { useNotify } from '../../../components/notifications';
import { savedViewQueries, useRecordViewUse } from '../../../queries/saved-views';
import { writeReportView } from '../shared/report-view';
import { viewOfState } from './saved-view-state';
import { trendPathOfState } from '../trend/trend-saved-view';

/**
 * A saved view opens as `/reports/<id>?view=<view id>`: the page reads the view, puts its state in
 * the URL in place of the link (so the address is the view's own, to share or reload), and counts
 * it as used. A view that is gone or not shared leaves the report as it is, and says so.
 */
export function useOpenSavedView(userId: string) {
  const [params, setParams] = useSearchParams();
  const viewId = params.get('view');
  const opened = useQuery({
    ...savedViewQueries.detail(userId, viewId ?? ''),
    enabled: viewId !== null,
  });
  const { mutate: recordUse } = useRecordViewUse(userId);
  const notify = useNotify();
  const navigate = useNavigate();
  const answer = opened.data;

  useEffect(() => {
    if (!answer || answer.view.id !== viewId) return;
    const trendPath = trendPathOfState(answer.view.state);
    if (trendPath) navigate(trendPath, { replace: true });
    else
      setParams(writeReportView(new URLSearchParams(), viewOfState(answer.view.state)), {
        replace: true,
      });
    recordUse(answer);
    const viewName = answer.view.name;
    notify(t`Showing the saved view “${viewName}”`, 'info');
  }, [answer, viewId, setParams, navigate, recordUse, notify]);

  const dismiss = () =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('view');
        return next;
      },
      { replace: true },
    );
  return { failed: viewId !== null && opened.isError, error: opened.error, dismiss };
}
