import type { Messages } from '@careers/shared/i18n/types';

// Vietnamese (polite "bạn", "Vui lòng", as Vietnamese careers sites write). 'lời mời nhận việc', 'đơn ứng tuyển',
// 'tìm kiếm đã lưu', 'thông báo việc làm' as the browser's Vietnamese names them (shared/src/i18n/glossaries/vi.json).
export default {
  'server.mail.newJobs.intro': '{count, plural, other {# việc làm mới phù hợp với “{name}”:}}',
  'server.mail.newJobs.savedIntro':
    '{count, plural, other {# việc làm mới phù hợp với tìm kiếm đã lưu của bạn{filters, select, none {} other { ({filters})}}:}}',
  'server.mail.newJobs.subject':
    '{count, plural, =1 {Việc làm mới tại {company}: {title}} other {# việc làm mới tại {company}}}',
  'server.mail.newJobs.seeSearch': 'Xem tất cả việc làm của tìm kiếm này',
  'server.mail.newJobs.openSavedSearches': 'Mở các tìm kiếm đã lưu của bạn',
  'server.mail.newJobs.unsubscribeSaved':
    'Ngừng nhận email cho tìm kiếm đã lưu này (tìm kiếm vẫn có trong thông báo của bạn)',
  'server.mail.newJobs.unsubscribeAlert': 'Hủy đăng ký thông báo việc làm này',
  'server.mail.confirm.subject': 'Xác nhận thông báo việc làm của bạn tại {company}',
  'server.mail.confirm.intro':
    'Ai đó, hy vọng là bạn, đã yêu cầu nhận email về việc làm mới tại {company} cho một tìm kiếm việc làm{filters, select, none {} other { ({filters})}}.',
  'server.mail.confirm.link': 'Xác nhận thông báo việc làm của bạn',
  'server.mail.confirm.ignore':
    'Nếu không phải bạn, hãy bỏ qua email này: chúng tôi sẽ không gửi gì nếu chưa được xác nhận.',
  'server.notifications.tooManyStreams': 'Có quá nhiều cửa sổ đang theo dõi thông báo của bạn cùng lúc. Hãy đóng bớt hoặc tải lại trang này sau.',
  'server.notifications.welcome.title': 'Chào mừng',
  'server.notifications.welcome':
    'Chào mừng bạn đến với trang tuyển dụng của {company}! Hãy hoàn thiện hồ sơ để nhận gợi ý việc làm phù hợp hơn.',
  'server.notifications.offers.title': 'Lời mời nhận việc',
  'server.notifications.offerExtended':
    'Bạn có một lời mời nhận việc mới cho vị trí {position}. Hãy xem lại và ký trước khi hết hạn.',
  'server.notifications.offerDocumentReady': 'Tài liệu “{document}” cho vị trí {position} đã sẵn sàng để bạn ký.',
  'server.notifications.forms.title': 'Biểu mẫu',
  'server.notifications.formAssigned': 'Biểu mẫu mới cần điền: {form}.',
  'server.notifications.interviews.title': 'Phỏng vấn',
  'server.notifications.interviewScheduled': 'Buổi phỏng vấn vị trí {position} của bạn được lên lịch vào {date}.',
  'server.notifications.applications.title': 'Đơn ứng tuyển',
  'server.notifications.applicationSubmitted':
    'Cảm ơn bạn đã ứng tuyển vị trí {position}! Chúng tôi sẽ sớm liên hệ với bạn.',
  'server.notifications.jobs.title': 'Việc làm',
  'server.notifications.savedSearchMatches':
    '{count, plural, other {# việc làm mới phù hợp với tìm kiếm đã lưu “{name}” của bạn.}}',
  'server.search.allJobs': 'Tất cả việc làm',
  'server.search.inPlace': 'tại {place}',
  'server.search.remote': 'Từ xa',
  'server.search.map': 'Một địa điểm trên bản đồ',
  'server.search.place': 'Địa điểm',

  // The job page: the match explanation and the insights.
  'server.match.noSkillsListed': 'Vị trí này không liệt kê kỹ năng nào.',
  'server.match.addSkills': 'Thêm kỹ năng vào hồ sơ để xem chúng phù hợp với vị trí này đến đâu.',
  'server.match.allSkills':
    '{total, plural, =1 {Bạn có kỹ năng duy nhất mà vị trí này yêu cầu: {skills}.} other {Bạn có đủ cả # kỹ năng mà vị trí này yêu cầu: {skills}.}}',
  'server.match.noneOfSkills':
    '{total, plural, =1 {Bạn chưa có kỹ năng duy nhất mà vị trí này yêu cầu.} other {Bạn chưa có kỹ năng nào trong # kỹ năng mà vị trí này yêu cầu.}}',
  'server.match.someSkills':
    'Bạn có {matched, number} trong {total, plural, other {# kỹ năng}} mà vị trí này yêu cầu: {skills}.',
  'server.match.missingSkills': 'Kỹ năng bạn chưa liệt kê: {skills}.',
  'server.match.noYearsStated': 'Vị trí này không nêu yêu cầu về số năm kinh nghiệm.',
  'server.match.yearsToCompare':
    'Vị trí này yêu cầu khoảng {required, plural, other {# năm}} kinh nghiệm; hãy thêm số năm kinh nghiệm của bạn vào hồ sơ để so sánh.',
  'server.match.meetsYears':
    'Bạn có {own, plural, other {# năm}} kinh nghiệm; vị trí này yêu cầu khoảng {required, plural, other {# năm}}.',
  'server.match.belowYears':
    'Vị trí này yêu cầu khoảng {required, plural, other {# năm}} kinh nghiệm; bạn có {own, plural, other {# năm}}.',
  'server.match.strong': 'Điểm phù hợp của bạn là {score}%, tức là rất phù hợp (từ {threshold}% trở lên).',
  'server.match.notStrong': 'Điểm phù hợp của bạn là {score}%; cần đạt {threshold}% để được xem là rất phù hợp.',
  'server.insights.teamSize': 'Vị trí đang tuyển trong nhóm này',
  'server.insights.hiringManager': 'Quản lý tuyển dụng',
  'server.insights.timeToHire': 'Thời gian tuyển dụng',
  'server.insights.similarRoles': 'Vị trí tương tự',
  'server.insights.otherOpenRoles':
    '{count, plural, =0 {Không có vị trí nào khác đang tuyển tại {department} ở {city}} other {# vị trí khác đang tuyển tại {department} ở {city}}}',
  'server.insights.aboutDays': '{days, plural, other {Khoảng # ngày}}',

  'server.resume.title': '{name} – CV',
  'server.resume.creator': 'Tuyển dụng tại {company}',
  'server.resume.years': '{count, plural, other {# năm kinh nghiệm}}',
  'server.resume.skills': 'Kỹ năng',
  'server.resume.experience': 'Kinh nghiệm',
  'server.resume.education': 'Học vấn',
  'server.resume.present': 'Hiện tại',

  'server.export.files':
    'Các tệp được mô tả bằng kích thước và mã SHA-256; mỗi tệp có thể tải xuống từ liên kết “download” khi bạn đang đăng nhập.',

  'server.page.backToCareers': 'Quay lại trang tuyển dụng',
  'server.page.careersAt': 'Tuyển dụng tại {company}',
  'server.page.titleWithCompany': '{title} — {company}',
  'server.error.title': 'Lỗi máy chủ nội bộ',
  'server.error.apology': 'Rất tiếc, hệ thống của chúng tôi đã gặp sự cố. Vui lòng thử lại sau giây lát.',
  'server.error.contact': 'Liên hệ',
  'server.error.details': 'Chi tiết lỗi (chỉ hiển thị cho quản trị viên)',
  'server.error.notFoundTitle': 'Không tìm thấy trang',
  'server.error.notFound': 'Chúng tôi không tìm thấy trang bạn cần.',
  'server.error.tooManyTitle': 'Quá nhiều yêu cầu',
  'server.error.otherTitle': 'Đã xảy ra sự cố',
  'server.login.title': 'Đăng nhập',
  'server.login.signupTitle': 'Tạo tài khoản',
  'server.login.lead': 'Chào mừng bạn quay lại. Đăng nhập để xem các đơn ứng tuyển và lời mời nhận việc của bạn.',
  'server.login.signupLead': 'Lưu việc làm, ứng tuyển nhanh hơn và theo dõi các đơn ứng tuyển của bạn.',
  'server.login.firstName': 'Tên',
  'server.login.lastName': 'Họ',
  'server.login.email': 'Email',
  'server.login.password': 'Mật khẩu',
  'server.login.passwordHint': 'Từ {min} đến {max} ký tự. Không dùng mật khẩu phổ biến hoặc địa chỉ email của bạn.',
  'server.login.submit': 'Đăng nhập',
  'server.login.signupSubmit': 'Tạo tài khoản',
  'server.login.haveAccount': 'Đã có tài khoản?',
  'server.login.newHere': 'Bạn mới?',
  'server.login.createAccount': 'Tạo tài khoản',
  'server.login.alreadyHeading': 'Bạn đã đăng nhập',
  'server.login.loggedInAs': 'Bạn đang đăng nhập với tên {who}.',
  'server.login.continue': 'Tiếp tục đến trang tuyển dụng',
  'server.login.notYou': 'Không phải bạn, hoặc muốn dùng tài khoản khác? Hãy đăng xuất trước.',
  'server.logout.title': 'Đăng xuất',
  'server.noscript.jobs': 'Kết quả tìm kiếm cần JavaScript. Vui lòng bật JavaScript và tải lại trang.',
  'server.noscript.other': 'Trang này cần JavaScript. Vui lòng bật JavaScript và tải lại trang.',
  'server.closedApply.text': 'Vị trí này không còn nhận đơn ứng tuyển.',
  'server.closedApply.heading': 'Đã ngừng nhận đơn ứng tuyển: {position}',
  'server.closedApply.searchJobs': 'Tìm thêm việc làm',
  'server.closedApply.title': '{heading} | Tuyển dụng tại {company}',
  'server.verify.title': 'Xác minh tài liệu thư mời nhận việc đã ký',
  'server.verify.lead':
    'Chọn tệp PDF của tài liệu thư mời nhận việc đã ký trên trang này để xem tệp có mang con dấu số của trang và chưa bị thay đổi kể từ khi ký hay không. Tệp chỉ được kiểm tra rồi bỏ qua: không có gì được lưu lại.',
  'server.verify.notChecked': 'Không thể kiểm tra tệp',
  'server.verify.unaltered': 'Đã ký tại đây và chưa bị thay đổi',
  'server.verify.altered': 'Đã bị thay đổi sau khi ký',
  'server.verify.notSigned': 'Không được ký bởi trang này',
  'server.verify.document': 'Tài liệu: {name}',
  'server.verify.fileLabel': 'Tệp PDF đã ký',
  'server.verify.fileHint': 'Một tệp PDF, tối đa 10 MB.',
  'server.verify.submit': 'Xác minh PDF',
  'server.verify.backToOffers': 'Quay lại lời mời nhận việc',
  'server.alerts.searchJobs': 'Tìm việc làm',
  'server.alerts.subscribed':
    'Hãy kiểm tra hộp thư: chúng tôi đã gửi liên kết để xác nhận thông báo việc làm của bạn. Bạn sẽ không nhận email về việc làm trước khi xác nhận.',
  'server.alerts.settings': 'Cài đặt',
  'server.alerts.linkBroken': 'Liên kết này không hoạt động',
  'server.alerts.confirmTitle': 'Xác nhận thông báo việc làm của bạn',
  'server.alerts.confirmLead':
    'Xác nhận để nhận email khi có việc làm mới phù hợp với tìm kiếm của bạn. Mỗi email đều có liên kết hủy đăng ký.',
  'server.alerts.confirmButton': 'Xác nhận thông báo việc làm',
  'server.alerts.onTitle': 'Thông báo việc làm của bạn đã được bật',
  'server.alerts.onLead':
    'Chúng tôi sẽ gửi email cho bạn khi có việc làm mới phù hợp với tìm kiếm của bạn. Mỗi email đều có liên kết hủy đăng ký.',
  'server.alerts.unsubscribeAlert': 'Hủy đăng ký thông báo việc làm này',
  'server.alerts.unsubscribeSaved': 'Ngừng nhận email cho tìm kiếm đã lưu này',
  'server.alerts.unsubscribeButton': 'Hủy đăng ký',
  'server.alerts.unsubscribedTitle': 'Bạn đã hủy đăng ký',
  'server.alerts.goneAlert': 'Thông báo việc làm này không còn tồn tại: bạn sẽ không nhận email nào cho nó.',
  'server.alerts.goneSaved': 'Tìm kiếm đã lưu này không còn tồn tại: bạn sẽ không nhận email nào cho nó.',
  'server.alerts.unsubscribeAlertLead': 'Bạn sẽ không còn nhận email về việc làm mới cho tìm kiếm này.',
  'server.alerts.unsubscribeSavedLead':
    'Bạn sẽ không còn nhận email cho tìm kiếm đã lưu này. Việc làm mới vẫn hiển thị trong thông báo của bạn.',
  'server.alerts.savedOffLead': 'Email cho tìm kiếm đã lưu này đã tắt. Bạn có thể bật lại trong phần cài đặt.',
  // The account's texts in API answers (issue 30): settings, profile and dashboard (appended by accounttexts).
  'server.account.currentPasswordMissing': 'Nhập mật khẩu hiện tại của bạn.',
  'server.account.wrongPassword': 'Mật khẩu hiện tại không đúng. Không có gì được thay đổi.',
  'server.account.tooManyPasswords':
    'Nhập sai mật khẩu quá nhiều lần. Hãy thử lại sau {seconds, plural, other {# giây}}.',
  'server.account.emailTaken': 'Đã có tài khoản dùng email này.',
  'server.account.emailInvalid': 'Nhập địa chỉ email hợp lệ.',
  'server.account.chooseLanguage': 'Chọn một trong các ngôn ngữ: {languages}.',
  'server.account.unknownCategory': 'Loại thông báo không xác định: {category}.',
  'server.account.categoryOnOff': 'Mỗi loại được bật (true) hoặc tắt (false).',
  'server.account.deleteWord': 'XÓA',
  'server.account.typeToConfirm': 'Nhập {word} để xác nhận.',
  'server.account.keptAfterDeletion':
    'Các lời mời nhận việc bạn đã ký được giữ lại: tài liệu đã ký và bản ghi về cách ký (thời điểm, địa chỉ và trình duyệt), vì pháp luật yêu cầu công ty lưu giữ bằng chứng của hợp đồng lao động. Chúng được lưu mà không kèm tên, email hay mật khẩu trong tài khoản của bạn. Mọi dữ liệu khác đều bị xóa.',
  'server.field.firstNameMissing': 'Nhập tên của bạn.',
  'server.field.lastNameMissing': 'Nhập họ của bạn.',
  'server.field.firstNameTooLong': 'Tên có tối đa {max, plural, other {# ký tự}}.',
  'server.field.lastNameTooLong': 'Họ có tối đa {max, plural, other {# ký tự}}.',
  'server.field.firstNameControl': 'Xóa các dấu xuống dòng, tab và ký tự điều khiển khác khỏi tên.',
  'server.field.lastNameControl': 'Xóa các dấu xuống dòng, tab và ký tự điều khiển khác khỏi họ.',
  'server.password.tooShort': 'Mật khẩu phải có ít nhất {min, plural, other {# ký tự}}.',
  'server.password.tooLong': 'Mật khẩu có tối đa {max, plural, other {# ký tự}}.',
  'server.password.repeats': 'Mật khẩu này lặp lại một ký tự duy nhất. Hãy chọn mật khẩu khó đoán hơn.',
  'server.password.isEmail': 'Mật khẩu không được trùng với địa chỉ email. Hãy chọn mật khẩu khó đoán hơn.',
  'server.password.common': 'Mật khẩu này quá phổ biến. Hãy chọn mật khẩu khó đoán hơn.',
  'server.profile.skillsLabel': 'Thêm kỹ năng',
  'server.profile.skillsWhy':
    'Trang việc làm so sánh kỹ năng của bạn với kỹ năng mà từng vị trí yêu cầu; nếu không có, mọi điểm phù hợp đều là 0%.',
  'server.profile.yearsLabel': 'Thêm số năm kinh nghiệm',
  'server.profile.yearsWhy':
    'Các vị trí nêu yêu cầu kinh nghiệm; số năm của bạn quyết định một phần tư mỗi điểm phù hợp.',
  'server.profile.experienceLabel': 'Thêm kinh nghiệm làm việc',
  'server.profile.experienceWhy':
    'Các chức danh trước đây cho thấy bạn phù hợp với vị trí nào, và CV xuất ra sẽ liệt kê chúng.',
  'server.profile.resumeLabel': 'Tải CV lên',
  'server.profile.resumeWhy':
    'Đọc CV giúp đề xuất kỹ năng, chức danh và số năm kinh nghiệm cho hồ sơ chỉ trong một bước.',
  'server.profile.educationLabel': 'Thêm học vấn',
  'server.profile.educationWhy': 'Một số vị trí yêu cầu bằng cấp; CV xuất ra sẽ liệt kê học vấn của bạn.',
  'server.profile.locationLabel': 'Thêm địa điểm',
  'server.profile.locationWhy': 'Các vị trí gắn với địa điểm; CV xuất ra sẽ ghi nơi bạn sinh sống.',
  'server.profile.nameLabel': 'Thêm họ và tên đầy đủ',
  'server.profile.nameWhy': 'Tên của bạn đứng đầu CV xuất ra và dùng để ký lời mời nhận việc.',
  'server.profile.avatarLabel': 'Thêm ảnh hồ sơ',
  'server.profile.avatarWhy': 'Ảnh hiển thị trên hồ sơ của bạn; ảnh không ảnh hưởng đến điểm phù hợp.',
  'server.dashboard.nextApplied':
    'Bộ phận tuyển dụng đang xem xét đơn ứng tuyển của bạn. Dù kết quả thế nào, chúng tôi cũng sẽ thông báo cho bạn.',
  'server.dashboard.nextInReview':
    'Nếu kinh nghiệm của bạn phù hợp với vị trí, bộ phận tuyển dụng sẽ mời bạn phỏng vấn.',
  'server.dashboard.nextInterviewing':
    'Sau các buổi phỏng vấn, bộ phận tuyển dụng sẽ quyết định và thông báo kết quả cho bạn.',
  'server.dashboard.nextOffer': 'Xem lại lời mời nhận việc và chấp nhận hoặc từ chối trên trang lời mời nhận việc.',
  'server.dashboard.stageReceived': 'Đã nhận đơn ứng tuyển',
  'server.dashboard.stageWithdrawn': 'Ứng viên đã rút',
  'server.profileEdit.entryMissing':
    'Nhập {field, select, title {chức danh} company {tên công ty} school {tên trường} other {bằng cấp}}.',
  'server.profileEdit.entryTooLong':
    '{field, select, title {Chức danh} company {Tên công ty} school {Tên trường} other {Bằng cấp}} có tối đa {max, plural, other {# ký tự}}.',
  'server.profileEdit.control':
    'Xóa các dấu xuống dòng, tab và ký tự điều khiển khác khỏi {field, select, title {chức danh} company {tên công ty} school {tên trường} degree {bằng cấp} skill {kỹ năng} other {địa điểm}}.',
  'server.profileEdit.dateFormat':
    'Nhập {field, select, startDate {ngày bắt đầu} other {ngày kết thúc}} theo dạng YYYY-MM hoặc YYYY.',
  'server.profileEdit.datesOrder': 'Ngày kết thúc không được trước ngày bắt đầu.',
  'server.profileEdit.skillMissing': 'Nhập một kỹ năng.',
  'server.profileEdit.skillTooLong': 'Kỹ năng có tối đa {max, plural, other {# ký tự}}.',
  'server.profileEdit.tooManySkills': 'Hồ sơ có tối đa {max, plural, other {# kỹ năng}}. Hãy xóa bớt trước.',
  'server.profileEdit.skillNotListed': 'Kỹ năng đó không có trong hồ sơ của bạn.',
  'server.profileEdit.entryGone': 'Mục đó không còn tồn tại. Hãy tải lại trang.',
  'server.profileEdit.nameNotRemovable': 'Không thể xóa tên của bạn, chỉ có thể thay đổi.',
  'server.profileEdit.locationNotText': 'Nhập địa điểm dưới dạng văn bản.',
  'server.profileEdit.locationMissing': 'Nhập địa điểm của bạn.',
  'server.profileEdit.locationTooLong': 'Địa điểm có tối đa {max, plural, other {# ký tự}}.',
  'server.profileEdit.photoUpload': 'Tải ảnh lên để thêm ảnh.',
  'server.profileEdit.yearsRange': 'Nhập số năm kinh nghiệm là số nguyên từ 0 đến {max}.',
  'server.apply.noForm': 'Công ty này không có mẫu đơn ứng tuyển.',
  'server.apply.positionClosed': 'Vị trí này không còn nhận đơn ứng tuyển.',
  'server.apply.alreadyApplied': 'Bạn đã ứng tuyển vị trí này.',
  'server.apply.tooManyDrafts':
    'Bạn chỉ có thể giữ tối đa {max, plural, other {# đơn ứng tuyển nháp}}. Hãy xóa bớt trên bảng điều khiển trước.',
  'server.apply.emailRequired': 'Cần có địa chỉ email để ứng tuyển mà không đăng nhập.',
  'server.forms.notFound': 'Không tìm thấy biểu mẫu.',
  'server.forms.alreadySubmitted': 'Biểu mẫu này đã được gửi.',
  'server.forms.fixFields': 'Vui lòng sửa các trường được đánh dấu.',
  'server.upload.interrupted': 'Quá trình tải lên “{name}” bị gián đoạn.',
  'server.upload.tooLarge': 'Tệp “{name}” lớn hơn {amount, number} {unit}, dung lượng tối đa cho một lần tải lên.',
  'server.upload.empty': 'Tệp “{name}” trống.',
  'server.upload.wrongType': 'Các tệp sau không thuộc định dạng được chấp nhận ({types}): {files}.',
  'server.upload.wrongContent':
    'Nội dung của các tệp sau không khớp với tên tệp hoặc định dạng được chấp nhận ({types}): {files}.',
  'server.upload.pdfActiveContent':
    'Tệp “{name}” chứa JavaScript hoặc nội dung động khác. Hãy tải lên một tệp PDF thông thường (in lại ra PDF).',
  'server.upload.pdfEncrypted':
    'Tệp “{name}” được bảo vệ bằng mật khẩu. Hãy tải lên tệp PDF mở được mà không cần mật khẩu.',
  'server.upload.pdfTooSlow':
    'Tệp “{name}” có cấu trúc khiến việc đọc mất quá nhiều thời gian. Hãy in lại ra PDF và tải tệp mới lên.',
  'server.upload.avatarShape': 'Gửi ảnh dưới dạng multipart/form-data với một phần tệp tên là “file”.',
  'server.upload.resumeShape':
    'Gửi multipart/form-data với các trường resume_file_name, resume_content (một data URL) và domain.',
  'server.forms.fileNotFound': 'Không tìm thấy tệp.',
  'server.positions.notFound': 'Không tìm thấy vị trí.',
  'server.resume.notPdfOrDocx':
    'Tệp “{name}” không phải tài liệu PDF hoặc Word (.docx). Hãy tải CV lên dưới dạng tệp PDF hoặc DOCX.',
  'server.resume.unreadable':
    'Chúng tôi không đọc được “{name}”. Hãy lưu lại dưới dạng PDF hoặc DOCX và tải lên lần nữa.',
  'server.resume.inflates':
    'Tệp “{name}” chứa dữ liệu nén giãn ra lớn hơn nhiều so với mức một CV cần. Hãy lưu lại dưới dạng PDF (hoặc in ra PDF) và tải tệp mới lên.',
  'server.resume.unsupportedCompression':
    'Tệp “{name}” dùng kiểu nén mà trang này không chấp nhận. Hãy lưu lại dưới dạng PDF (hoặc in ra PDF) và tải tệp mới lên.',
  'server.resume.stillReading': 'CV trước của bạn vẫn đang được đọc. Vui lòng thử lại sau vài phút.',
  'server.resume.readersBusy': 'Hiện có nhiều CV đang được đọc. Vui lòng thử lại sau vài phút.',
  'server.resume.dataUrl': 'Gửi nội dung CV dưới dạng data URL ({example}).',
  'server.resume.tooMany': 'Bạn chỉ có thể giữ tối đa {max} CV. Hãy xóa một CV không còn cần trước.',
  'server.resume.notFound': 'Không tìm thấy CV.',
  'server.auth.sessionExpired': 'Phiên đăng nhập đã hết hạn. Vui lòng thử lại.',
  'server.auth.emailTooLong': 'Địa chỉ email này quá dài. Địa chỉ email có tối đa {max} ký tự.',
  'server.auth.passwordTooLong': 'Mật khẩu này quá dài. Mật khẩu có tối đa {max} ký tự.',
  'server.upload.quota':
    'Bạn đã tải lên quá nhiều tệp chưa thuộc biểu mẫu nào đã lưu. Hãy lưu hoặc gửi biểu mẫu, hoặc xóa các tệp không cần, rồi thử lại.',
  'server.upload.paused': 'Tính năng tải lên tạm dừng một lúc vì có quá nhiều tệp đang chờ. Vui lòng thử lại sau.',
  'server.upload.tooManyAtOnce': 'Quá nhiều lượt tải lên cùng lúc. Hãy chờ một lượt hoàn tất rồi thử lại.',
  'server.upload.fileShape': 'Gửi tệp dưới dạng multipart/form-data với một phần tên là “file”.',
  'server.avatar.notAnImage': 'Tệp “{name}” không phải ảnh PNG hoặc JPEG. Hãy chọn ảnh ở một trong hai định dạng đó.',
  'server.avatar.tooManyPixels':
    'Ảnh “{name}” có kích thước {width} × {height} điểm ảnh, vượt quá mức cho phép của ảnh hồ sơ. Hãy chọn ảnh tối đa {max} × {max} điểm ảnh (hoặc thu nhỏ ảnh này).',
  'server.offerUpload.attachAs': 'Đính kèm tệp PDF đã ký dưới dạng tệp “{field}”.',
  'server.offerUpload.oneFile': 'Bạn chỉ nên tải lên tối đa 1 tệp',
  'server.offerUpload.onlyOne': 'Chỉ gửi một tệp PDF đã ký dưới dạng tệp “{field}”, không kèm gì khác.',
  'server.offerUpload.fullName': 'Vui lòng nhập họ và tên đầy đủ',
  'server.offerUpload.notPdf': 'Tệp “{name}” không phải PDF. Hãy tải tài liệu đã ký lên dưới dạng tệp PDF.',
  'server.offerUpload.tooLarge':
    'Tệp “{name}” lớn hơn {amount, number} {unit}, dung lượng tối đa của một tài liệu đã ký.',
  'server.offerUpload.noPages': 'Tệp “{name}” không có trang nào.',
  'server.offerUpload.activeContent':
    'Tệp “{name}” chứa JavaScript hoặc nội dung động khác. Hãy tải lên một tệp PDF thông thường (in lại ra PDF, hoặc quét bản giấy đã ký).',
  'server.offerUpload.unreadable':
    'Không thể đọc tệp “{name}” dưới dạng PDF. Hãy tải tài liệu đã ký lên dưới dạng tệp PDF.',
  'server.offerUpload.tooSlow':
    'Tệp “{name}” có cấu trúc khiến việc đọc mất quá nhiều thời gian. Hãy in lại ra PDF, hoặc quét bản giấy đã ký, rồi tải tệp mới lên.',
  'server.offerUpload.inflates':
    'Tệp “{name}” chứa dữ liệu nén giãn ra hơn {amount, number} {unit}, lớn hơn nhiều so với mức một tài liệu đã ký cần. Hãy tải lên một tệp PDF thông thường (in lại ra PDF, hoặc quét bản giấy đã ký).',
  'server.offerUpload.unsupported':
    'Tệp “{name}” dùng kiểu nén mà trang này không chấp nhận (luồng đối tượng LZW hoặc run-length). Hãy in lại ra PDF và tải tệp mới lên.',
  // The theme builder (issue 32).
  'server.theme.widgetPreviewTitle': 'Xem trước tiện ích',
  'server.theme.notThemeFile': 'Tệp chủ đề không hợp lệ: đây không phải tệp xuất chủ đề trang tuyển dụng (tệp JSON có "format": "careers-theme").',
  'server.theme.wrongProduct': 'Tệp chủ đề không hợp lệ: tệp chứa chủ đề cho “{found}”, không phải cho “{expected}”.',
  'server.theme.badColour': 'Tệp chủ đề không hợp lệ: {token} phải là một màu như #1a2b3c.',
  'server.theme.badValue': 'Tệp chủ đề không hợp lệ: {token} có giá trị mà mã này không cho phép.',
  'server.theme.unknownToken': 'Tệp chủ đề không hợp lệ: {token} không phải là mã của chủ đề này.',
  'server.theme.missingToken': 'Tệp chủ đề không hợp lệ: thiếu {token}.',
  'server.theme.unknownImage': 'Chủ đề nêu một hình ảnh chưa được tải lên trang này ({token}). Hãy tải hình ảnh lên lại.',
  'server.theme.contrastFails': 'Các cặp màu không đủ độ tương phản (WCAG AA): {count}. Hãy sửa chúng hoặc xuất bản kèm ngoại lệ và lý do.',
  'server.theme.noDraft': 'Không có bản nháp nào để xuất bản.',
  'server.theme.noVersion': 'Không có phiên bản đã xuất bản này.',
  'server.theme.nothingToExport': 'Chưa có chủ đề nào để xuất.',
  'server.theme.svgRefused': 'Không chấp nhận ảnh SVG: hãy tải lên PNG, JPEG hoặc WebP.',
  'server.theme.notAnImage': 'Tệp này không phải là ảnh PNG, JPEG hoặc WebP.',
  'server.theme.imageTooLarge': 'Ảnh lớn hơn {maxKb, number} KB, mức tối đa cho {use, select, hero {ảnh bìa} other {logo}}.',
  'server.theme.imageSize': 'Ảnh có kích thước {width} × {height} pixel; {use, select, hero {ảnh bìa} other {logo}} phải tối thiểu {minWidth} × {minHeight} và tối đa {maxSide} pixel mỗi cạnh.',
} satisfies Messages;
