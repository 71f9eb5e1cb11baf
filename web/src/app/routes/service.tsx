import { useParams } from 'react-router';
import { JobDetail } from '../../features/jobs/components/job-detail';

/** /services/{id}: one job of the supplier (the id is the job's uuid; its number is shown). */
export default function ServiceRoute() {
  const { id = '' } = useParams();
  return <JobDetail key={id} id={id} />;
}
