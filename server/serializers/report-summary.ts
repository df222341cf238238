import type { components } from '../../src/api/schema.gen';
import type { ListedReport } from '../stores/reports';

export function reportSummary(r: ListedReport): components['schemas']['ReportSummary'] {
  return {
    id: r.id,
    name: r.name,
    issued_at: r.issued_at,
    tags: r.tags,
    portfolio: { id: r.portfolio_id, name: r.portfolio_name },
    configurations: r.configurations.map((cfg) => ({ ...cfg, is_primary: cfg.is_primary === 1 })),
  };
}
