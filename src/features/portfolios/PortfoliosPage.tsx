import { PlaceholderPage } from '../../components/PlaceholderPage';

export default function PortfoliosPage() {
  return (
    <PlaceholderPage
      title="Portfolios"
      description="The portfolios of your organization and their reports."
    />
  );
}
