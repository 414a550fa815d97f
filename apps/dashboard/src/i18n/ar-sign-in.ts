/**
 * The Arabic texts of the sign-in screens and of the frame around every page (the loading and
 * error screens, the toasts, the language switch): part of the first file, so a visitor on /login
 * does not download the signed-in screens' two thousand texts. The rest of Arabic (ar.ts) arrives
 * with the signed-in layout (see translate.ts).
 */
export const arSignIn = {
  'app.name': 'تسعير',
  'app.logoLabel': 'تسعير: الانتقال إلى الرئيسية',

  'common.loading': 'جارٍ التحميل',
  'common.errorGeneric': 'حدث خطأ غير متوقع، يرجى المحاولة مرة أخرى.',
  'common.errorNetwork': 'تعذّر الاتصال بالخادم، تحقّق من اتصالك وحاول مرة أخرى.',

  'toast.close': 'إغلاق',
  'toast.region': 'التنبيهات ({hotkey})',

  'language.switch': 'English',
  'language.switchLabel': 'التبديل إلى الإنجليزية',

  'screen.notLoaded.title': 'تعذر فتح هذه الصفحة',
  'screen.notLoaded.message':
    'لم يكتمل تحميل الصفحة، ربما لانقطاع الاتصال أو لصدور إصدار أحدث من تسعير. أعد تحميل الصفحة للمتابعة.',
  'screen.failed.title': 'حدث خطأ غير متوقع',
  'screen.failed.message': 'تعذر عرض هذه الصفحة. أعد تحميلها للمحاولة مرة أخرى.',
  'screen.reload': 'إعادة تحميل الصفحة',

  'auth.illustrationLabel': 'رسم توضيحي: محادثة مع عميل وعرض سعر لقطعة غيار',
  'auth.tagline': 'ردّ على عملائك بالأسعار في دقائق',
  'auth.phone': 'رقم الجوال',
  'auth.countryCode': 'رمز الدولة',
  'auth.countrySearch': 'بحث',
  'auth.countryNoMatch': 'لا توجد نتيجة مطابقة',
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
  'auth.login.notActivated': 'لم يُفعَّل حسابك بعد، أرسلنا رمز التفعيل إلى جوالك.',

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
