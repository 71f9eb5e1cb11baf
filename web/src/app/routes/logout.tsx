import { LoginScreen } from '../../features/auth/components/login-screen';

export default function LogoutRoute() {
  return <LoginScreen mode="logout" />;
}
