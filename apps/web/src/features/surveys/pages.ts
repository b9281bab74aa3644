// The surveys' pages, one chunk (routes.ts loads it with the feature's words and the components' styles).
import './styles';

export { QuestionnairesPage } from './questionnaires/questionnaires-page';
export { ReviewsPage } from './reviews/reviews-page';
