import { PlaceholderPage } from '../../components/PlaceholderPage';

export default function InvitationsPage() {
  return (
    <PlaceholderPage
      title="Invitations"
      description="Invite members and manage their roles and portfolio access."
    />
  );
}
