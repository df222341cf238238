import { PlaceholderPage } from '../../components/PlaceholderPage';

export default function HomePage() {
  return (
    <PlaceholderPage
      title="Home"
      description="An overview of your organization: portfolios, reports, segments and invitations."
    />
  );
}
