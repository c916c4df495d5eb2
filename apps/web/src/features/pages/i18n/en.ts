// English texts of the 404, thank-you, download, coming-soon, FAQ, review and account pages (i18next namespace `pages`, loaded with the feature's chunk).
export const en = {
  notFound: {
    heading: '404',
    title: 'Sorry, something went wrong',
    text: 'The page you are looking for might have been removed, had its name changed, or be temporarily unavailable.',
    home: 'Go to Homepage',
  },
  thankYou: {
    title: 'Thank you',
    text: 'Your message is with us. We answer within 24 hours on business days.',
  },
  download: {
    title: 'Take {{fanout}} with you',
    lead: 'There is no {{fanout}} app to install: use the Tool from the browser of your mobile wallet. The store links below are wallet apps we have tested.',
    mockupLabel: 'Approve once, then send',
  },
  auth: {
    loginTitle: 'Log in',
    signUpTitle: 'Create an account',
    resetTitle: 'Reset your password',
    resetLead: 'Enter your email and we will send you a link.',
    email: 'Email',
    password: 'Password',
    name: 'Name',
    terms: 'I agree to the terms and the risk note',
    login: 'Log in',
    signUp: 'Sign up',
    reset: 'Send reset link',
    orWith: 'or continue with',
    github: 'Continue with {{github}}',
    x: 'Continue with {{x}}',
    social: 'Log in with',
    noAccount: 'No account yet?',
    register: 'Register',
    haveAccount: 'Already a member?',
    forgot: 'Forgot password?',
    exampleNote:
      'Accounts are not open yet: this form is an example and sends nothing. Members sign in with their wallet on the Tool.',
  },
  faq: {
    title: 'Questions we hear every week',
  },
  comingSoon: {
    title: 'Something new is on the way',
    lead: 'Our next big release comes after the 2027 roadmap. Sign-ups for news open closer to the date.',
    subscribe: 'Notify me',
  },
  review: {
    title: 'Reviews',
    lead: 'Sample reviews from members.',
    rating: 'Rated {{n}} out of 5',
  },
} as const;
