import type { Catalogue } from './ar';

/**
 * English catalogue (left-to-right). Where the product specification gives a text in English (the
 * sign-up screens and their validation messages) it is kept verbatim.
 */
export const en: Catalogue = {
  'app.name': 'Taseer',
  'app.logoLabel': 'Taseer: go to the dashboard',

  'common.loading': 'Loading',
  'common.errorGeneric': 'Something went wrong, please try again.',
  'common.errorNetwork': 'Could not reach the server. Check your connection and try again.',

  'toast.close': 'Close',
  'toast.region': 'Notifications ({hotkey})',

  'language.switch': 'العربية',
  'language.switchLabel': 'Switch to Arabic',

  'role.superadmin': 'System manager',
  'role.admin': 'Company',
  'role.manager': 'Manager',
  'role.agent': 'Employee',
  'role.unknown': 'Unknown',

  'nav.label': 'Main menu',
  'nav.home': 'Home',
  'nav.companies': 'Companies',
  'nav.branches': 'Branches',
  'nav.sections': 'Sections',
  'nav.managers': 'Managers',
  'nav.employees': 'Employees',
  'nav.offers': 'Price offers',
  'nav.ai': 'Artificial intelligence',
  'nav.reports': 'Reports',
  'nav.orders': 'Orders',
  'nav.stats': 'Statistics',
  'nav.settings': 'Settings',
  'nav.notifications': 'Notifications',

  'header.title': 'Dashboard',
  'header.greeting': 'Hello, {name}',
  'header.openMenu': 'Open menu',
  'header.closeMenu': 'Close menu',
  'header.accountMenu': 'Account menu',
  'header.profile': 'Profile',
  'header.logout': 'Logout',
  'header.notifications': 'Notifications',
  'header.noNotifications': 'No notifications',
  'header.unreadNotifications': '{label}, unread: {badge}',
  'header.unreadItem': 'Unread',
  'header.loadingNotifications': 'Loading notifications',
  'header.showAllNotifications': 'Show all',

  'page.dashboard.title': 'Home',
  'page.dashboard.welcome': 'Welcome to Taseer, {name}',
  'page.dashboard.description':
    "Follow your customers' orders, price offers and how your branches and sections are doing. Statistics will appear on this page soon.",
  'page.companies.title': 'Companies',
  'page.branches.title': 'Branches',
  'page.sections.title': 'Sections',
  'page.managers.title': 'Managers',
  'page.employees.title': 'Employees',
  'page.ai.title': 'Artificial intelligence',
  'page.offers.title': 'Price offers',
  'page.orders.title': 'Orders',
  'page.stats.title': 'Statistics',
  'page.profile.title': 'Profile',
  'page.salary.title': 'Employee salary',
  'page.settings.title': 'Chat settings',
  'page.notifications.title': 'Notifications',

  // List screens (shared frame, delete confirmation, forms) and the companies, branches and
  // sections screens.
  'list.add': 'Add',
  'list.filter': 'Filter',
  'list.searchPlaceholder': 'Search',
  'list.activeSearch': 'Search:',
  'list.clearSearch': 'Clear search',
  'list.options': 'Options',
  'list.noData': 'No data',
  'list.noResultsTitle': 'No results',
  'list.noResultsDescription': 'Nothing matches “{term}”. Try another word.',
  'list.errorTitle': 'The data could not be loaded',
  'list.retry': 'Try again',
  'list.rowsPerPage': 'Rows per page',
  'list.previousPage': 'Previous page',
  'list.nextPage': 'Next page',
  'list.pagination': 'Pages',
  'list.page': 'Page {page}',
  'list.edit': 'Edit {name}',
  'list.delete': 'Delete {name}',
  'delete.title': 'Confirm deletion',
  'delete.description':
    '“{name}” will be deleted for good, with everything linked to it. This cannot be undone.',
  'delete.descriptionUnnamed':
    'This item will be deleted for good, with everything linked to it. This cannot be undone.',
  'delete.instruction': 'To confirm, type this Arabic phrase exactly as shown:',
  'delete.inputLabel': 'Confirmation phrase',
  'delete.confirm': 'Delete for good',
  'delete.cancel': 'Cancel',
  'delete.success': 'Deleted successfully',

  'comingSoon.title': 'Coming soon',
  'comingSoon.description': 'We are preparing this page; it will be available to you soon.',
  'comingSoon.backHome': 'Back to the dashboard',

  'notFound.title': 'Page not found',
  'notFound.description': 'The link you opened does not exist or may have moved.',
  'notFound.backHome': 'Back to the dashboard',

  'auth.illustrationLabel':
    'Illustration: a chat with a customer and a price offer for a spare part',
  'auth.tagline': 'Answer your customers with prices in minutes',
  'auth.phone': 'Mobile number',
  'auth.countryCode': 'Country code',
  'auth.countrySearch': 'Search',
  'auth.edit': 'Edit',
  'auth.otp.submit': 'Send',
  'auth.otp.sentTo': 'Enter the 4-digit code we sent to',
  'auth.otp.label': 'Verification code',
  'auth.otp.digitLabel': 'Digit {n} of 4',
  'auth.countdown.label': 'The code expires in',
  'auth.countdown.resend': 'Resend code',

  'auth.register.title': 'Create a new account',
  'auth.register.subtitle':
    'Register your company to start answering spare-part requests with price offers.',
  'auth.register.name': 'Name',
  'auth.register.namePlaceholder': 'company name',
  'auth.register.email': 'E-mail',
  'auth.register.submit': 'Create account',
  'auth.register.haveAccount': 'Have an account?',
  'auth.register.login': 'Log in',

  'auth.activate.title': 'Confirm the number',

  'auth.login.title': 'Log in',
  'auth.login.subtitle': 'Enter your mobile number and we will text you a verification code.',
  'auth.login.submit': 'Send code',
  'auth.login.noAccount': 'No account yet?',
  'auth.login.register': 'Create a new account',

  'auth.verify.title': 'Verify your number',
  'auth.verify.editNumber': 'Edit number',

  'validation.nameRequired': 'Name is required.',
  'validation.nameMin': 'Name must contain at least 3 characters.',
  'validation.nameMax': 'Name must not exceed 30 characters.',
  'validation.emailRequired': 'E-mail is required.',
  'validation.emailInvalid': 'Please enter a valid e-mail.',
  'validation.emailMax': 'E-mail must not exceed 30 characters.',
  'validation.phoneRequired': 'Mobile number is required.',
  'validation.phoneDigits': 'Mobile number must contain 10 digits.',
  'validation.dialCodeRequired': 'Country code is required.',
  'validation.otpDigit': 'Must be a digit',
  'validation.otpLength': 'Please enter 4 digits.',
};
