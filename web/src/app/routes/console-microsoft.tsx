import { ConsoleMicrosoftCallback } from '../../features/console/components/console-microsoft-callback';

export default function ConsoleMicrosoftRoute() {
  return <ConsoleMicrosoftCallback />;
}
