import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PageContainer } from '../components/PageContainer';
import { useListParams } from '../lib/list-params';
import { useSession } from '../lib/session';
import { renderWithApp, testSession } from './render';

function Probe() {
  const { role } = useSession();
  const params = useListParams();
  return (
    <PageContainer title="Probe" breadcrumbs={[{ label: 'Parent', to: '/parent' }]}>
      <p>
        role {role}, page {params.page}, size {params.pageSize}, status {params.get('status')}
      </p>
    </PageContainer>
  );
}

describe('renderWithApp', () => {
  it('provides the session, the URL state and the page frame', async () => {
    renderWithApp(<Probe />, {
      path: '/probe?page=3&page_size=50&status=2',
      session: testSession(1),
    });
    expect(await screen.findByText('role 1, page 3, size 50, status 2')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Probe' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Parent' })).toHaveAttribute('href', '/parent');
    expect(document.title).toBe('Probe · Pulse');
  });

  it('falls back to defaults for invalid page parameters', async () => {
    renderWithApp(<Probe />, { path: '/probe?page=abc&page_size=-5' });
    expect(await screen.findByText(/page 1, size 20/)).toBeInTheDocument();
  });
});
