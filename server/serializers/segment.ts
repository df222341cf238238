import type { components } from '../../src/api/schema.gen';
import type { SegmentRow } from '../stores/segments';

export function segment(row: SegmentRow): components['schemas']['Segment'] {
  return {
    id: row.id,
    name: row.name,
    portfolio: { id: row.portfolio_id, name: row.portfolio_name },
    configurations: row.configurations,
    description: row.description,
  };
}
