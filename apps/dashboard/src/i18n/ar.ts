/**
 * Arabic catalogue: the default language and the source of the message keys.
 * Texts the product specification gives in Arabic are kept verbatim; the sign-up screens, which the
 * specification gives in English, carry natural Arabic here and the specification's English in `en.ts`.
 * `{name}`-style placeholders are filled by `translate`.
 */
export const ar = {
  'app.name': 'تسعير',
  'app.logoLabel': 'تسعير: الانتقال إلى الرئيسية',

  'common.loading': 'جارٍ التحميل',
  'common.errorGeneric': 'حدث خطأ غير متوقع، يرجى المحاولة مرة أخرى.',
  'common.errorNetwork': 'تعذّر الاتصال بالخادم، تحقّق من اتصالك وحاول مرة أخرى.',

  'toast.close': 'إغلاق',
  'toast.region': 'التنبيهات ({hotkey})',

  'language.switch': 'English',
  'language.switchLabel': 'التبديل إلى الإنجليزية',

  'role.superadmin': 'مدير النظام',
  'role.admin': 'شركة',
  'role.manager': 'مدير',
  'role.agent': 'موظف',
  'role.unknown': 'غير معروف',

  'nav.label': 'القائمة الرئيسية',
  'nav.home': 'الرئيسية',
  'nav.companies': 'الشركات',
  'nav.branches': 'الفروع',
  'nav.sections': 'الاقسام',
  'nav.managers': 'المدراء',
  'nav.employees': 'الموظفين',
  'nav.offers': 'عروض الأسعار',
  'nav.ai': 'الذكاء الاصطناعي',
  'nav.reports': 'التقارير',
  'nav.orders': 'الطلبات',
  'nav.stats': 'الإحصائيات',
  'nav.settings': 'الإعدادات',
  'nav.notifications': 'الإشعارات',

  'header.title': 'لوحة التحكم',
  'header.greeting': 'مرحبًا، {name}',
  'header.openMenu': 'فتح القائمة',
  'header.closeMenu': 'إغلاق القائمة',
  'header.accountMenu': 'قائمة الحساب',
  'header.profile': 'الملف الشخصي',
  'header.logout': 'تسجيل الخروج',
  'header.notifications': 'الإشعارات',
  'header.noNotifications': 'لا توجد إشعارات',
  'header.unreadNotifications': '{label}، غير مقروءة: {badge}',
  'header.unreadItem': 'غير مقروء',
  'header.loadingNotifications': 'جارٍ تحميل الإشعارات',
  'header.showAllNotifications': 'عرض الكل',

  'page.dashboard.title': 'الرئيسية',
  'page.dashboard.welcome': 'أهلًا بك في تسعير، {name}',
  'page.dashboard.description':
    'من هنا تتابع طلبات عملائك وعروض الأسعار وأداء فروعك وأقسامك. ستظهر الإحصائيات في هذه الصفحة قريبًا.',
  'page.companies.title': 'الشركات',
  'page.branches.title': 'الفروع',
  'page.sections.title': 'الاقسام',
  'page.managers.title': 'المدراء',
  'page.employees.title': 'الموظفين',
  'page.ai.title': 'الذكاء الاصطناعي',
  'page.offers.title': 'عروض الأسعار',
  'page.orders.title': 'الطلبات',
  'page.stats.title': 'الإحصائيات',
  'page.profile.title': 'الملف الشخصي',
  'page.salary.title': 'أجور الموظفين',
  'page.settings.title': 'إعدادات المحادثة',
  'page.notifications.title': 'الإشعارات',

  // List screens (shared frame, delete confirmation, forms) and the companies, branches and
  // sections screens.
  'list.add': 'إضافة',
  'list.filter': 'تصفية',
  'list.searchPlaceholder': 'بحث',
  'list.activeSearch': 'بحث:',
  'list.clearSearch': 'مسح البحث',
  'list.options': 'الخيارات',
  'list.noData': 'لا توجد بيانات',
  'list.noResultsTitle': 'لا توجد نتائج',
  'list.noResultsDescription': 'لم نجد ما يطابق «{term}». جرّب كلمة أخرى.',
  'list.errorTitle': 'تعذر تحميل البيانات',
  'list.retry': 'إعادة المحاولة',
  'list.rowsPerPage': 'عدد الصفوف',
  'list.previousPage': 'الصفحة السابقة',
  'list.nextPage': 'الصفحة التالية',
  'list.pagination': 'التنقل بين الصفحات',
  'list.page': 'الصفحة {page}',
  'list.edit': 'تعديل {name}',
  'list.delete': 'حذف {name}',
  'delete.title': 'تأكيد الحذف',
  'delete.description': 'سيُحذف «{name}» نهائيًا مع كل ما يرتبط به، ولا يمكن التراجع عن ذلك.',
  'delete.descriptionUnnamed':
    'سيُحذف هذا العنصر نهائيًا مع كل ما يرتبط به، ولا يمكن التراجع عن ذلك.',
  'delete.instruction': 'للتأكيد، اكتب العبارة التالية كما هي:',
  'delete.inputLabel': 'عبارة التأكيد',
  'delete.confirm': 'حذف نهائي',
  'delete.cancel': 'إلغاء',
  'delete.success': 'تم الحذف بنجاح',

  'comingSoon.title': 'قريبًا',
  'comingSoon.description': 'نعمل على تجهيز هذه الصفحة، وستكون متاحة لك قريبًا.',
  'comingSoon.backHome': 'العودة إلى الرئيسية',

  'notFound.title': 'الصفحة غير موجودة',
  'notFound.description': 'الرابط الذي فتحته غير موجود أو ربما تم نقله.',
  'notFound.backHome': 'العودة إلى الرئيسية',

  'auth.illustrationLabel': 'رسم توضيحي: محادثة مع عميل وعرض سعر لقطعة غيار',
  'auth.tagline': 'ردّ على عملائك بالأسعار في دقائق',
  'auth.phone': 'رقم الجوال',
  'auth.countryCode': 'رمز الدولة',
  'auth.countrySearch': 'بحث',
  'auth.edit': 'تعديل',
  'auth.otp.submit': 'إرسال',
  'auth.otp.sentTo': 'أدخل الرمز المكوّن من 4 أرقام الذي أرسلناه إلى',
  'auth.otp.label': 'رمز التحقق',
  'auth.otp.digitLabel': 'الرقم {n} من 4',
  'auth.countdown.label': 'ينتهي الرمز خلال',
  'auth.countdown.resend': 'إعادة إرسال الرمز',

  'auth.register.title': 'إنشاء حساب جديد',
  'auth.register.subtitle': 'سجّل شركتك لتبدأ بالرد على طلبات قطع الغيار بعروض الأسعار.',
  'auth.register.name': 'الاسم',
  'auth.register.namePlaceholder': 'اسم الشركة',
  'auth.register.email': 'البريد الإلكتروني',
  'auth.register.submit': 'إنشاء الحساب',
  'auth.register.haveAccount': 'لديك حساب؟',
  'auth.register.login': 'تسجيل الدخول',

  'auth.activate.title': 'تأكيد الرقم',

  'auth.login.title': 'تسجيل الدخول',
  'auth.login.subtitle': 'أدخل رقم جوالك وسنرسل إليك رمز تحقق.',
  'auth.login.submit': 'إرسال الرمز',
  'auth.login.noAccount': 'ليس لديك حساب؟',
  'auth.login.register': 'إنشاء حساب جديد',

  'auth.verify.title': 'التحقق من رقم الجوال',
  'auth.verify.editNumber': 'تعديل الرقم',

  'validation.nameRequired': 'الاسم مطلوب.',
  'validation.nameMin': 'يجب أن يتكون الاسم من 3 أحرف على الأقل.',
  'validation.nameMax': 'يجب ألا يتجاوز الاسم 30 حرفًا.',
  'validation.emailRequired': 'البريد الإلكتروني مطلوب.',
  'validation.emailInvalid': 'يرجى إدخال بريد إلكتروني صالح.',
  'validation.emailMax': 'يجب ألا يتجاوز البريد الإلكتروني 30 حرفًا.',
  'validation.phoneRequired': 'رقم الجوال مطلوب.',
  'validation.phoneDigits': 'يجب أن يتكون رقم الجوال من 10 أرقام.',
  'validation.dialCodeRequired': 'كود الدولة مطلوب.',
  'validation.otpDigit': 'يجب أن يكون رقمًا',
  'validation.otpLength': 'يرجى إدخال 4 أرقام.',
} as const satisfies Record<string, string>;

export type MessageKey = keyof typeof ar;
export type Catalogue = Record<MessageKey, string>;
