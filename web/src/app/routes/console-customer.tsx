import { useParams } from 'react-router';
import { ConsoleCustomerPage } from '../../features/console/components/console-customer-page';

/** /console/customers/{customerId}: one customer's details, setting and users. */
export default function ConsoleCustomerRoute() {
  const { customerId = '' } = useParams();
  return <ConsoleCustomerPage key={customerId} customerId={customerId} />;
}
