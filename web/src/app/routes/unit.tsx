import { useParams } from 'react-router';
import { UnitCustodyPage } from '../../features/units/custody/components/unit-custody-page';

/** /units/{id}: one unit's chain of custody (the id is the unit's key; its serial is shown). */
export default function UnitRoute() {
  const { id = '' } = useParams();
  return <UnitCustodyPage key={id} id={id} />;
}
