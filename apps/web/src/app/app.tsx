import { unstable_HistoryRouter as HistoryRouter } from 'react-router';
import { createAppHistory } from '../lib/history';
import { Providers } from './providers';
import { isBlockedPath } from './route-match';
import { AppRoutes } from './router';

const history = createAppHistory(isBlockedPath);

export function App() {
  return (
    <Providers>
      <HistoryRouter history={history}>
        <AppRoutes />
      </HistoryRouter>
    </Providers>
  );
}
