import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useListParams } from '../lib/list-params';
import { renderWithApp } from '../test/render';
import { PaginationBar } from './PaginationBar';

function Harness() {
  return <PaginationBar count={95} params={useListParams()} />;
}

describe('PaginationBar', () => {
  it("shows the link's page size even when the menu does not offer it", () => {
    renderWithApp(<Harness />, { path: '/segments?page_size=7&page=2' });
    expect(screen.getByRole('combobox', { name: 'Per page' })).toHaveTextContent('7');
    expect(screen.getByText('8–14 of 95')).toBeInTheDocument();
  });
});
