import { PlaceholderPage } from '../../components/PlaceholderPage';

export default function AttitudesPage() {
  return (
    <PlaceholderPage
      title="Attitudes"
      description="The attitude library: keywords, descriptions and recommendations."
    />
  );
}
