import { PlaceholderPage } from '../../components/PlaceholderPage';

export default function SegmentsPage() {
  return (
    <PlaceholderPage
      title="Segments"
      description="Groups of report configurations within a portfolio."
    />
  );
}
