// Every route of SPEC §2 with its metadata; pages load lazily so the first page stays small.
import type { ReactElement } from 'react';
import { loadAboutUsPage, loadProfilePage, loadTeamPage } from '../features/about/index.js';
import { loadBlogDetailsPage, loadBlogGridPage, loadBlogListPage } from '../features/blog/index.js';
import { loadContactUsPage } from '../features/contact/index.js';
import { loadHomeFour, loadHomeOne, loadHomeVariant } from '../features/home/index.js';
import {
  loadAuthPage,
  loadComingSoonPage,
  loadDownloadPage,
  loadFaqPage,
  loadNotFoundPage,
  loadReviewPage,
  loadThankYouPage,
} from '../features/pages/index.js';
import { loadInvoicePage } from '../features/shop/index.js';
import { loadToolPage } from '../features/tool/index.js';
import { lazyPage } from './lazyPage.js';
import type { PageMeta } from './PageFrame.js';

const HomeOne = lazyPage(loadHomeOne, 'HomeOne');
const HomeFour = lazyPage(loadHomeFour, 'HomeFour');
const HomeVariant = lazyPage(loadHomeVariant, 'HomeVariant');
const InvoicePage = lazyPage(loadInvoicePage, 'InvoicePage');
const ContactUsPage = lazyPage(loadContactUsPage, 'ContactUsPage');
const AboutUsPage = lazyPage(loadAboutUsPage, 'AboutUsPage');
const BlogGridPage = lazyPage(loadBlogGridPage, 'BlogGridPage');
const BlogListPage = lazyPage(loadBlogListPage, 'BlogListPage');
const BlogDetailsPage = lazyPage(loadBlogDetailsPage, 'BlogDetailsPage');
const ToolPage = lazyPage(loadToolPage, 'ToolPage');
const TeamPage = lazyPage(loadTeamPage, 'TeamPage');
const ProfilePage = lazyPage(loadProfilePage, 'ProfilePage');
const FaqPage = lazyPage(loadFaqPage, 'FaqPage');
const ComingSoonPage = lazyPage(loadComingSoonPage, 'ComingSoonPage');
const ThankYouPage = lazyPage(loadThankYouPage, 'ThankYouPage');
const DownloadPage = lazyPage(loadDownloadPage, 'DownloadPage');
const ReviewPage = lazyPage(loadReviewPage, 'ReviewPage');
const AuthPage = lazyPage(loadAuthPage, 'AuthPage');
export const NotFoundPage = lazyPage(loadNotFoundPage, 'NotFoundPage');

export interface RouteEntry {
  path: string;
  meta: PageMeta;
  element: ReactElement;
}

export const HOME_ONE: RouteEntry = { path: '/', meta: { title: 'meta.home' }, element: <HomeOne /> };
export const NOT_FOUND: RouteEntry = {
  path: '/404',
  meta: { title: 'meta.notFound', solidNav: true },
  element: <NotFoundPage />,
};

const homeVariants: RouteEntry[] = [2, 3, 4, 5, 6, 7, 8, 9, 10].map((n) => ({
  path: `/index-${n}`,
  meta: { title: 'meta.homeVariant', titleParams: { n }, colouredLogo: n === 4, newsletter: n !== 4 },
  element:
    n === 4 ? (
      <HomeFour />
    ) : n <= 3 ? (
      <HomeOne hero={n === 2 ? 'centered' : 'play'} share />
    ) : (
      <HomeVariant variant={n} />
    ),
}));

export const ROUTES: RouteEntry[] = [
  HOME_ONE,
  ...homeVariants,
  { path: '/invoice', meta: { title: 'meta.invoice' }, element: <InvoicePage /> },
  { path: '/contact-us', meta: { title: 'meta.contactUs' }, element: <ContactUsPage /> },
  { path: '/about-us', meta: { title: 'meta.aboutUs' }, element: <AboutUsPage /> },
  { path: '/blog-grid', meta: { title: 'meta.blogGrid' }, element: <BlogGridPage /> },
  { path: '/blog-large', meta: { title: 'meta.blogLarge' }, element: <BlogListPage sidebar="none" /> },
  { path: '/blog-left-sidebar', meta: { title: 'meta.blogLeftSidebar' }, element: <BlogListPage sidebar="left" /> },
  { path: '/blog-right-sidebar', meta: { title: 'meta.blogRightSidebar' }, element: <BlogListPage sidebar="right" /> },
  {
    path: '/blog-details-left-sidebar',
    meta: { title: 'meta.blogDetailsLeft' },
    element: <BlogDetailsPage sidebar="left" />,
  },
  {
    path: '/blog-details-right-sidebar',
    meta: { title: 'meta.blogDetailsRight' },
    element: <BlogDetailsPage sidebar="right" />,
  },
  { path: '/tool', meta: { title: 'meta.tool' }, element: <ToolPage /> },
  { path: '/team', meta: { title: 'meta.team' }, element: <TeamPage /> },
  { path: '/profile', meta: { title: 'meta.profile' }, element: <ProfilePage /> },
  { path: '/faq', meta: { title: 'meta.faq' }, element: <FaqPage /> },
  NOT_FOUND,
  { path: '/coming-soon', meta: { title: 'meta.comingSoon' }, element: <ComingSoonPage /> },
  { path: '/thank-you', meta: { title: 'meta.thankYou' }, element: <ThankYouPage /> },
  { path: '/download', meta: { title: 'meta.download' }, element: <DownloadPage /> },
  { path: '/review', meta: { title: 'meta.review' }, element: <ReviewPage /> },
  { path: '/login', meta: { title: 'meta.login' }, element: <AuthPage kind="login" /> },
  { path: '/sign-up', meta: { title: 'meta.signUp' }, element: <AuthPage kind="signUp" /> },
  { path: '/reset', meta: { title: 'meta.reset' }, element: <AuthPage kind="reset" /> },
];
