import { ConsoleProviderIdentityPage } from '../../features/console/components/console-provider-identity-page';

export default function ConsoleProviderIdentityRoute() {
  return <ConsoleProviderIdentityPage />;
}
