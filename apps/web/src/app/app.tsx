import { unstable_HistoryRouter as HistoryRouter } from 'react-router';
import { history } from './history';
import { Providers } from './providers';
import { AppRoutes } from './router';

export function App() {
  return (
    <Providers>
      <HistoryRouter history={history}>
        <AppRoutes />
      </HistoryRouter>
    </Providers>
  );
}
