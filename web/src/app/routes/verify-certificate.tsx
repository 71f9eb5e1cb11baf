import { VerifyCertificatePage } from '../../features/reports/components/verify-certificate-page';

/** Public: checks a certificate of destruction (linked from the certificate's QR code). */
export default function VerifyCertificateRoute() {
  return <VerifyCertificatePage />;
}
