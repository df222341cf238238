import { useLingui } from '@lingui/react/macro';
import ConstructionIcon from '@mui/icons-material/ConstructionOutlined';
import { EmptyState } from './EmptyState';
import { PageContainer } from './PageContainer';

/** A route whose page is not built yet: it still has its title, breadcrumb and a clear note. */
export function PlaceholderPage({ title, description }: { title: string; description: string }) {
  const { t } = useLingui();
  return (
    <PageContainer title={title}>
      <EmptyState
        icon={<ConstructionIcon fontSize="inherit" />}
        title={t`${title} is on its way`}
        description={description}
      />
    </PageContainer>
  );
}
