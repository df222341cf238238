import type { components } from '../../src/api/schema.gen';
import type { OrganizationRow } from '../stores/organizations';

export function organizationProfile(
  row: OrganizationRow,
): components['schemas']['OrganizationProfile'] {
  return {
    id: row.id,
    name: row.name,
    website: row.website,
    primary_contact_phone: row.primary_contact_phone,
    needs: JSON.parse(row.needs) as string[],
    organization_type: row.organization_type,
  };
}
