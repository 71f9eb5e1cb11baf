import { ConsoleProviderKeysPage } from '../../features/console/components/console-provider-keys-page';

export default function ConsoleProviderKeysRoute() {
  return <ConsoleProviderKeysPage />;
}
