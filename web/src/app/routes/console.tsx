import { ConsoleSignIn } from '../../features/console/components/console-sign-in';

export default function ConsoleRoute() {
  return <ConsoleSignIn />;
}
