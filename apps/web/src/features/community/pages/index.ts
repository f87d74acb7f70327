export { CategoryPage } from './category-page';
export { CommunityGate } from './community-gate';
export { CommunityPage } from './community-page';
export { NewThreadPage } from './new-thread-page';
export { PolicyAgreementPage } from './policy-agreement-page';
export { ThreadPage } from './thread-page';
export { TopicPage } from './topic-page';
export { UserActivityPage, WatchedThreadsPage, WatchedTopicsPage } from './watched-pages';
export { CommunitySearchPage } from './search-page';
