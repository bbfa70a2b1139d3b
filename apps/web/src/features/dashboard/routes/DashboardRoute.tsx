import { DashboardPage } from '../components/DashboardPage';

export function Component() {
  return <DashboardPage />;
}
