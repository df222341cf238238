import { PlaceholderPage } from '../../components/PlaceholderPage';

export default function ReportsPage() {
  return (
    <PlaceholderPage
      title="Reports"
      description="Open a report to explore its results, filter it and export its data."
    />
  );
}
