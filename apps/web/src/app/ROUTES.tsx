// Every route of SPEC §2 with its metadata; pages load lazily so the first page stays small.
import type { ReactElement } from 'react';
import { lazyPage } from './lazyPage.js';
import type { PageMeta } from './PageFrame.js';

const HomeOne = lazyPage(() => import('../features/home/HomeOne.js'), 'HomeOne');
const HomeFour = lazyPage(() => import('../features/home/HomeFour.js'), 'HomeFour');
const HomeVariant = lazyPage(() => import('../features/home/HomeVariant.js'), 'HomeVariant');
const InvoicePage = lazyPage(() => import('../features/shop/InvoicePage.js'), 'InvoicePage');
const ContactUsPage = lazyPage(() => import('../features/pages/ContactUsPage.js'), 'ContactUsPage');
const AboutUsPage = lazyPage(() => import('../features/pages/AboutUsPage.js'), 'AboutUsPage');
const BlogGridPage = lazyPage(() => import('../features/blog/BlogGridPage.js'), 'BlogGridPage');
const BlogListPage = lazyPage(() => import('../features/blog/BlogListPage.js'), 'BlogListPage');
const BlogDetailsPage = lazyPage(() => import('../features/blog/BlogDetailsPage.js'), 'BlogDetailsPage');
const ToolPage = lazyPage(() => import('../features/tool/ToolPage.js'), 'ToolPage');
const TeamPage = lazyPage(() => import('../features/pages/TeamPage.js'), 'TeamPage');
const ProfilePage = lazyPage(() => import('../features/pages/ProfilePage.js'), 'ProfilePage');
const FaqPage = lazyPage(() => import('../features/pages/FaqPage.js'), 'FaqPage');
const ComingSoonPage = lazyPage(() => import('../features/pages/ComingSoonPage.js'), 'ComingSoonPage');
const ThankYouPage = lazyPage(() => import('../features/pages/ThankYouPage.js'), 'ThankYouPage');
const DownloadPage = lazyPage(() => import('../features/pages/DownloadPage.js'), 'DownloadPage');
const ReviewPage = lazyPage(() => import('../features/pages/ReviewPage.js'), 'ReviewPage');
const AuthPage = lazyPage(() => import('../features/pages/AuthPage.js'), 'AuthPage');
export const NotFoundPage = lazyPage(() => import('../features/pages/NotFoundPage.js'), 'NotFoundPage');

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
