import { PlaceholderPage } from '../../components/PlaceholderPage';

export default function OrganizationPage() {
  return (
    <PlaceholderPage
      title="Organization"
      description="Your organization's profile: name, website, contact and needs."
    />
  );
}
