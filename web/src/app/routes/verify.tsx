import { VerifyPage } from '../../features/verify/components/verify-page';

/** Public: checks an evidence pack, a certificate or any issued file, or a SHA-256. */
export default function VerifyRoute() {
  return <VerifyPage />;
}
