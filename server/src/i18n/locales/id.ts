import type { Messages } from '@careers/shared/i18n/types';

// Indonesian (formal "Anda", as Indonesian careers sites write). 'penawaran kerja', 'lamaran', 'pencarian tersimpan',
// 'peringatan lowongan' as the browser's Indonesian names them (shared/src/i18n/glossaries/id.json).
export default {
  'server.mail.newJobs.intro': '{count, plural, other {# lowongan baru cocok dengan “{name}”:}}',
  'server.mail.newJobs.savedIntro':
    '{count, plural, other {# lowongan baru cocok dengan pencarian tersimpan Anda{filters, select, none {} other { ({filters})}}:}}',
  'server.mail.newJobs.subject':
    '{count, plural, =1 {Lowongan baru di {company}: {title}} other {# lowongan baru di {company}}}',
  'server.mail.newJobs.seeSearch': 'Lihat semua lowongan dari pencarian ini',
  'server.mail.newJobs.openSavedSearches': 'Buka pencarian tersimpan Anda',
  'server.mail.newJobs.unsubscribeSaved':
    'Berhenti menerima email untuk pencarian tersimpan ini (tetap ada di notifikasi Anda)',
  'server.mail.newJobs.unsubscribeAlert': 'Berhenti berlangganan peringatan lowongan ini',
  'server.mail.confirm.subject': 'Konfirmasi peringatan lowongan Anda di {company}',
  'server.mail.confirm.intro':
    'Seseorang, semoga Anda sendiri, meminta email tentang lowongan baru di {company} untuk pencarian lowongan{filters, select, none {} other { ({filters})}}.',
  'server.mail.confirm.link': 'Konfirmasi peringatan lowongan Anda',
  'server.mail.confirm.ignore': 'Jika bukan Anda, abaikan pesan ini: tidak ada email yang dikirim tanpa konfirmasi.',
  'server.notifications.tooManyStreams': 'Terlalu banyak jendela yang mengikuti notifikasi Anda sekaligus. Tutup beberapa, atau muat ulang halaman ini nanti.',
  'server.notifications.welcome.title': 'Selamat datang',
  'server.notifications.welcome':
    'Selamat datang di halaman karier {company}! Lengkapi profil Anda untuk mendapatkan lowongan yang lebih cocok.',
  'server.notifications.offers.title': 'Penawaran kerja',
  'server.notifications.offerExtended':
    'Anda mendapat penawaran kerja baru untuk posisi {position}. Tinjau dan tanda tangani sebelum kedaluwarsa.',
  'server.notifications.offerDocumentReady': 'Dokumen “{document}” untuk posisi {position} siap Anda tanda tangani.',
  'server.notifications.forms.title': 'Formulir',
  'server.notifications.formAssigned': 'Formulir baru untuk diisi: {form}.',
  'server.notifications.interviews.title': 'Wawancara',
  'server.notifications.interviewScheduled': 'Wawancara Anda untuk posisi {position} dijadwalkan pada {date}.',
  'server.notifications.applications.title': 'Lamaran',
  'server.notifications.applicationSubmitted':
    'Terima kasih telah melamar posisi {position}! Kami akan segera menghubungi Anda.',
  'server.notifications.jobs.title': 'Lowongan',
  'server.notifications.savedSearchMatches':
    '{count, plural, other {# lowongan baru cocok dengan pencarian tersimpan Anda “{name}”.}}',
  'server.search.allJobs': 'Semua lowongan',
  'server.search.inPlace': 'di {place}',
  'server.search.remote': 'Jarak jauh',
  'server.search.map': 'Sebuah tempat di peta',
  'server.search.place': 'Tempat',

  // The job page: the match explanation and the insights.
  'server.match.noSkillsListed': 'Posisi ini tidak mencantumkan keahlian apa pun.',
  'server.match.addSkills': 'Tambahkan keahlian ke profil Anda untuk melihat kecocokannya dengan posisi ini.',
  'server.match.allSkills':
    '{total, plural, =1 {Anda memiliki satu-satunya keahlian yang diminta posisi ini: {skills}.} other {Anda memiliki semua # keahlian yang diminta posisi ini: {skills}.}}',
  'server.match.noneOfSkills':
    '{total, plural, =1 {Anda belum memiliki satu-satunya keahlian yang diminta posisi ini.} other {Anda belum memiliki satu pun dari # keahlian yang diminta posisi ini.}}',
  'server.match.someSkills':
    'Anda memiliki {matched, number} dari {total, plural, other {# keahlian}} yang diminta posisi ini: {skills}.',
  'server.match.missingSkills': 'Keahlian yang belum Anda cantumkan: {skills}.',
  'server.match.noYearsStated': 'Posisi ini tidak menyebutkan berapa lama pengalaman yang diminta.',
  'server.match.yearsToCompare':
    'Posisi ini meminta sekitar {required, plural, other {# tahun}} pengalaman; tambahkan lama pengalaman Anda ke profil untuk membandingkan.',
  'server.match.meetsYears':
    'Anda memiliki {own, plural, other {# tahun}} pengalaman; posisi ini meminta sekitar {required, plural, other {# tahun}}.',
  'server.match.belowYears':
    'Posisi ini meminta sekitar {required, plural, other {# tahun}} pengalaman; Anda memiliki {own, plural, other {# tahun}}.',
  'server.match.strong': 'Skor kecocokan Anda {score}%, jadi posisi ini sangat cocok ({threshold}% atau lebih).',
  'server.match.notStrong': 'Skor kecocokan Anda {score}%; sangat cocok memerlukan {threshold}%.',
  'server.insights.teamSize': 'Posisi terbuka di tim ini',
  'server.insights.hiringManager': 'Manajer perekrutan',
  'server.insights.timeToHire': 'Waktu perekrutan',
  'server.insights.similarRoles': 'Posisi serupa',
  'server.insights.otherOpenRoles':
    '{count, plural, =0 {Tidak ada posisi terbuka lain di {department} di {city}} other {# posisi terbuka lain di {department} di {city}}}',
  'server.insights.aboutDays': '{days, plural, other {Sekitar # hari}}',

  'server.resume.title': '{name} – CV',
  'server.resume.creator': 'Karier di {company}',
  'server.resume.years': '{count, plural, other {# tahun pengalaman}}',
  'server.resume.skills': 'Keahlian',
  'server.resume.experience': 'Pengalaman',
  'server.resume.education': 'Pendidikan',
  'server.resume.present': 'Sekarang',

  'server.export.files':
    'File dijelaskan berdasarkan ukuran dan SHA-256-nya; setiap file dapat diunduh dari tautan “download”-nya selama Anda masuk.',

  'server.page.backToCareers': 'Kembali ke halaman karier',
  'server.page.careersAt': 'Karier di {company}',
  'server.page.titleWithCompany': '{title} — {company}',
  'server.error.title': 'Kesalahan Server Internal',
  'server.error.apology': 'Mohon maaf, terjadi masalah di sistem kami. Silakan coba lagi sebentar lagi.',
  'server.error.contact': 'Hubungi kami',
  'server.error.details': 'Detail kesalahan (hanya ditampilkan kepada administrator)',
  'server.error.notFoundTitle': 'Halaman tidak ditemukan',
  'server.error.notFound': 'Kami tidak dapat menemukan halaman yang Anda cari.',
  'server.error.tooManyTitle': 'Terlalu banyak permintaan',
  'server.error.otherTitle': 'Ada yang tidak beres',
  'server.login.title': 'Masuk',
  'server.login.signupTitle': 'Buat akun Anda',
  'server.login.lead': 'Selamat datang kembali. Masuk untuk melihat lamaran dan penawaran kerja Anda.',
  'server.login.signupLead': 'Simpan lowongan, lamar lebih cepat, dan pantau lamaran Anda.',
  'server.login.firstName': 'Nama depan',
  'server.login.lastName': 'Nama belakang',
  'server.login.email': 'Email',
  'server.login.password': 'Kata sandi',
  'server.login.passwordHint': '{min} hingga {max} karakter. Bukan kata sandi umum, dan bukan alamat email Anda.',
  'server.login.submit': 'Masuk',
  'server.login.signupSubmit': 'Buat akun',
  'server.login.haveAccount': 'Sudah punya akun?',
  'server.login.newHere': 'Baru di sini?',
  'server.login.createAccount': 'Buat akun',
  'server.login.alreadyHeading': 'Anda sudah masuk',
  'server.login.loggedInAs': 'Anda masuk sebagai {who}.',
  'server.login.continue': 'Lanjut ke halaman karier',
  'server.login.notYou': 'Bukan Anda, atau ingin memakai akun lain? Keluar terlebih dahulu.',
  'server.logout.title': 'Keluar',
  'server.noscript.jobs': 'Hasil pencarian memerlukan JavaScript. Silakan aktifkan JavaScript dan muat ulang halaman.',
  'server.noscript.other': 'Halaman ini memerlukan JavaScript. Silakan aktifkan JavaScript dan muat ulang halaman.',
  'server.closedApply.text': 'Posisi ini tidak lagi menerima lamaran.',
  'server.closedApply.heading': 'Lamaran ditutup: {position}',
  'server.closedApply.searchJobs': 'Cari lowongan lain',
  'server.closedApply.title': '{heading} | Karier di {company}',
  'server.verify.title': 'Verifikasi dokumen penawaran kerja bertanda tangan',
  'server.verify.lead':
    'Pilih PDF dokumen penawaran kerja yang ditandatangani di situs ini untuk melihat apakah dokumen tersebut memiliki segel digital situs dan tidak diubah sejak ditandatangani. File hanya diperiksa lalu dilupakan: tidak ada yang disimpan.',
  'server.verify.notChecked': 'File tidak dapat diperiksa',
  'server.verify.unaltered': 'Ditandatangani di sini dan tidak diubah',
  'server.verify.altered': 'Diubah setelah ditandatangani',
  'server.verify.notSigned': 'Tidak ditandatangani oleh situs ini',
  'server.verify.document': 'Dokumen: {name}',
  'server.verify.fileLabel': 'PDF bertanda tangan',
  'server.verify.fileHint': 'Satu file PDF, maksimal 10 MB.',
  'server.verify.submit': 'Verifikasi PDF',
  'server.verify.backToOffers': 'Kembali ke penawaran kerja',
  'server.alerts.searchJobs': 'Cari lowongan',
  'server.alerts.subscribed':
    'Periksa kotak masuk Anda: kami telah mengirim tautan untuk mengonfirmasi peringatan lowongan Anda. Tidak ada email lowongan sebelum Anda mengonfirmasi.',
  'server.alerts.settings': 'Pengaturan',
  'server.alerts.linkBroken': 'Tautan ini tidak berfungsi',
  'server.alerts.confirmTitle': 'Konfirmasi peringatan lowongan Anda',
  'server.alerts.confirmLead':
    'Konfirmasi untuk menerima email saat ada lowongan baru yang cocok dengan pencarian Anda. Setiap pesan memiliki tautan untuk berhenti berlangganan.',
  'server.alerts.confirmButton': 'Konfirmasi peringatan lowongan',
  'server.alerts.onTitle': 'Peringatan lowongan Anda aktif',
  'server.alerts.onLead':
    'Kami akan mengirim email saat ada lowongan baru yang cocok dengan pencarian Anda. Setiap pesan memiliki tautan untuk berhenti berlangganan.',
  'server.alerts.unsubscribeAlert': 'Berhenti berlangganan peringatan lowongan ini',
  'server.alerts.unsubscribeSaved': 'Berhenti menerima email untuk pencarian tersimpan ini',
  'server.alerts.unsubscribeButton': 'Berhenti berlangganan',
  'server.alerts.unsubscribedTitle': 'Anda telah berhenti berlangganan',
  'server.alerts.goneAlert': 'Peringatan lowongan ini sudah tidak ada: Anda tidak akan menerima email darinya.',
  'server.alerts.goneSaved': 'Pencarian tersimpan ini sudah tidak ada: Anda tidak akan menerima email darinya.',
  'server.alerts.unsubscribeAlertLead':
    'Anda tidak akan lagi menerima email tentang lowongan baru untuk pencarian ini.',
  'server.alerts.unsubscribeSavedLead':
    'Anda tidak akan lagi menerima email untuk pencarian tersimpan ini. Lowongan baru tetap muncul di notifikasi Anda.',
  'server.alerts.savedOffLead':
    'Email untuk pencarian tersimpan ini dinonaktifkan. Anda dapat mengaktifkannya lagi di pengaturan.',
  // The account's texts in API answers (issue 30): settings, profile and dashboard (appended by accounttexts).
  'server.account.currentPasswordMissing': 'Masukkan kata sandi Anda saat ini.',
  'server.account.wrongPassword': 'Kata sandi Anda saat ini salah. Tidak ada yang diubah.',
  'server.account.tooManyPasswords':
    'Terlalu banyak kata sandi yang salah. Coba lagi dalam {seconds, plural, other {# detik}}.',
  'server.account.emailTaken': 'Akun dengan email ini sudah ada.',
  'server.account.emailInvalid': 'Masukkan alamat email yang valid.',
  'server.account.chooseLanguage': 'Pilih salah satu: {languages}.',
  'server.account.unknownCategory': 'Kategori notifikasi tidak dikenal: {category}.',
  'server.account.categoryOnOff': 'Setiap kategori aktif (true) atau nonaktif (false).',
  'server.account.deleteWord': 'HAPUS',
  'server.account.typeToConfirm': 'Ketik {word} untuk mengonfirmasi.',
  'server.account.keptAfterDeletion':
    'Penawaran kerja yang Anda tanda tangani tetap disimpan: dokumen yang ditandatangani dan catatan cara penandatanganannya (kapan, dari alamat dan browser mana), karena hukum mewajibkan perusahaan menyimpan bukti kontrak kerja. Semuanya disimpan tanpa nama, email, atau kata sandi di akun Anda. Semua data lainnya dihapus.',
  'server.field.firstNameMissing': 'Masukkan nama depan Anda.',
  'server.field.lastNameMissing': 'Masukkan nama belakang Anda.',
  'server.field.firstNameTooLong': 'Nama depan maksimal {max, plural, other {# karakter}}.',
  'server.field.lastNameTooLong': 'Nama belakang maksimal {max, plural, other {# karakter}}.',
  'server.field.firstNameControl': 'Hapus baris baru, tab, dan karakter kontrol lainnya dari nama depan.',
  'server.field.lastNameControl': 'Hapus baris baru, tab, dan karakter kontrol lainnya dari nama belakang.',
  'server.password.tooShort': 'Kata sandi minimal {min, plural, other {# karakter}}.',
  'server.password.tooLong': 'Kata sandi maksimal {max, plural, other {# karakter}}.',
  'server.password.repeats': 'Kata sandi ini hanya mengulang satu karakter. Pilih yang lebih sulit ditebak.',
  'server.password.isEmail': 'Kata sandi tidak boleh sama dengan alamat email Anda. Pilih yang lebih sulit ditebak.',
  'server.password.common': 'Kata sandi ini terlalu umum. Pilih yang lebih sulit ditebak.',
  'server.profile.skillsLabel': 'Tambahkan keahlian Anda',
  'server.profile.skillsWhy':
    'Halaman lowongan membandingkan keahlian Anda dengan keahlian yang diminta setiap posisi; tanpanya, setiap skor kecocokan tetap 0%.',
  'server.profile.yearsLabel': 'Tambahkan lama pengalaman Anda',
  'server.profile.yearsWhy':
    'Posisi menyebutkan berapa lama pengalaman yang diminta; lama pengalaman Anda menentukan seperempat dari setiap skor kecocokan.',
  'server.profile.experienceLabel': 'Tambahkan pengalaman kerja Anda',
  'server.profile.experienceWhy':
    'Jabatan Anda sebelumnya menunjukkan posisi yang cocok untuk Anda, dan CV yang diekspor mencantumkannya.',
  'server.profile.resumeLabel': 'Unggah CV Anda',
  'server.profile.resumeWhy':
    'Membaca CV Anda mengusulkan keahlian, jabatan, dan lama pengalaman untuk profil Anda dalam satu langkah.',
  'server.profile.educationLabel': 'Tambahkan pendidikan Anda',
  'server.profile.educationWhy': 'Beberapa posisi meminta gelar; CV yang diekspor mencantumkan pendidikan Anda.',
  'server.profile.locationLabel': 'Tambahkan lokasi Anda',
  'server.profile.locationWhy': 'Posisi terikat pada tempat; CV yang diekspor menyebutkan domisili Anda.',
  'server.profile.nameLabel': 'Tambahkan nama lengkap Anda',
  'server.profile.nameWhy':
    'Nama Anda menjadi judul CV yang diekspor dan digunakan untuk menandatangani penawaran kerja Anda.',
  'server.profile.avatarLabel': 'Tambahkan foto profil',
  'server.profile.avatarWhy': 'Foto Anda tampil di profil; foto tidak memengaruhi skor kecocokan.',
  'server.dashboard.nextApplied':
    'Tim rekrutmen sedang meninjau lamaran Anda. Apa pun hasilnya, kami akan mengabari Anda.',
  'server.dashboard.nextInReview':
    'Jika pengalaman Anda sesuai dengan posisi ini, tim akan mengundang Anda untuk wawancara.',
  'server.dashboard.nextInterviewing': 'Setelah wawancara, tim akan memutuskan dan memberi tahu Anda hasilnya.',
  'server.dashboard.nextOffer': 'Tinjau penawaran kerja Anda, lalu terima atau tolak di halaman penawaran.',
  'server.dashboard.stageReceived': 'Lamaran diterima',
  'server.dashboard.stageWithdrawn': 'Ditarik oleh kandidat',
  'server.profileEdit.entryMissing':
    'Masukkan {field, select, title {jabatan} company {perusahaan} school {sekolah} other {gelar}}.',
  'server.profileEdit.entryTooLong':
    '{field, select, title {Jabatan} company {Perusahaan} school {Sekolah} other {Gelar}} maksimal {max, plural, other {# karakter}}.',
  'server.profileEdit.control':
    'Hapus baris baru, tab, dan karakter kontrol lainnya dari {field, select, title {jabatan} company {perusahaan} school {sekolah} degree {gelar} skill {keahlian} other {lokasi}}.',
  'server.profileEdit.dateFormat':
    'Masukkan {field, select, startDate {tanggal mulai} other {tanggal selesai}} dengan format YYYY-MM atau YYYY.',
  'server.profileEdit.datesOrder': 'Tanggal selesai tidak boleh sebelum tanggal mulai.',
  'server.profileEdit.skillMissing': 'Masukkan keahlian.',
  'server.profileEdit.skillTooLong': 'Keahlian maksimal {max, plural, other {# karakter}}.',
  'server.profileEdit.tooManySkills':
    'Profil maksimal berisi {max, plural, other {# keahlian}}. Hapus beberapa terlebih dahulu.',
  'server.profileEdit.skillNotListed': 'Keahlian tersebut tidak ada di profil Anda.',
  'server.profileEdit.entryGone': 'Entri tersebut sudah tidak ada. Muat ulang halaman.',
  'server.profileEdit.nameNotRemovable': 'Nama Anda tidak dapat dihapus, hanya dapat diubah.',
  'server.profileEdit.locationNotText': 'Masukkan lokasi Anda sebagai teks.',
  'server.profileEdit.locationMissing': 'Masukkan lokasi Anda.',
  'server.profileEdit.locationTooLong': 'Lokasi maksimal {max, plural, other {# karakter}}.',
  'server.profileEdit.photoUpload': 'Unggah foto untuk menambahkannya.',
  'server.profileEdit.yearsRange': 'Masukkan lama pengalaman sebagai bilangan bulat dari 0 hingga {max}.',
  'server.apply.noForm': 'Perusahaan ini tidak memiliki formulir lamaran.',
  'server.apply.positionClosed': 'Posisi ini tidak lagi menerima lamaran.',
  'server.apply.alreadyApplied': 'Anda sudah melamar posisi ini.',
  'server.apply.tooManyDrafts':
    'Anda dapat menyimpan maksimal {max, plural, other {# draf lamaran}}. Hapus beberapa di dasbor terlebih dahulu.',
  'server.apply.emailRequired': 'Alamat email diperlukan untuk melamar tanpa masuk.',
  'server.forms.notFound': 'Formulir tidak ditemukan.',
  'server.forms.alreadySubmitted': 'Formulir ini sudah dikirim.',
  'server.forms.fixFields': 'Silakan perbaiki kolom yang ditandai.',
  'server.upload.interrupted': 'Unggahan “{name}” terputus.',
  'server.upload.tooLarge': 'File “{name}” lebih besar dari {amount, number} {unit}, batas maksimal satu unggahan.',
  'server.upload.empty': 'File “{name}” kosong.',
  'server.upload.wrongType': 'File berikut bukan jenis yang diterima ({types}): {files}.',
  'server.upload.wrongContent':
    'Isi file berikut tidak sesuai dengan namanya atau jenis yang diterima ({types}): {files}.',
  'server.upload.pdfActiveContent':
    'File “{name}” berisi JavaScript atau konten aktif lainnya. Unggah PDF biasa (cetak ulang ke PDF).',
  'server.upload.pdfEncrypted': 'File “{name}” dilindungi kata sandi. Unggah PDF yang dapat dibuka tanpa kata sandi.',
  'server.upload.pdfTooSlow':
    'File “{name}” disusun sedemikian rupa sehingga terlalu lama dibaca. Cetak ulang ke PDF dan unggah file barunya.',
  'server.upload.avatarShape': 'Kirim foto sebagai multipart/form-data dengan satu bagian file bernama “file”.',
  'server.upload.resumeShape':
    'Kirim multipart/form-data dengan kolom resume_file_name, resume_content (data URL), dan domain.',
  'server.forms.fileNotFound': 'File tidak ditemukan.',
  'server.positions.notFound': 'Posisi tidak ditemukan.',
  'server.resume.notPdfOrDocx':
    'File “{name}” bukan dokumen PDF atau Word (.docx). Unggah CV Anda sebagai file PDF atau DOCX.',
  'server.resume.unreadable':
    'Kami tidak dapat membaca “{name}”. Simpan ulang sebagai PDF atau DOCX lalu unggah sekali lagi.',
  'server.resume.inflates':
    'File “{name}” berisi data terkompresi yang mengembang jauh melebihi kebutuhan sebuah CV. Simpan ulang sebagai PDF (atau cetak ke PDF) dan unggah file barunya.',
  'server.resume.unsupportedCompression':
    'File “{name}” menggunakan kompresi yang tidak diterima situs ini. Simpan ulang sebagai PDF (atau cetak ke PDF) dan unggah file barunya.',
  'server.resume.stillReading': 'CV Anda sebelumnya masih dibaca. Silakan coba lagi dalam beberapa menit.',
  'server.resume.readersBusy': 'Banyak CV sedang dibaca saat ini. Silakan coba lagi dalam beberapa menit.',
  'server.resume.dataUrl': 'Kirim isi CV sebagai data URL ({example}).',
  'server.resume.tooMany':
    'Anda dapat menyimpan maksimal {max} CV. Hapus satu yang tidak lagi diperlukan terlebih dahulu.',
  'server.resume.notFound': 'CV tidak ditemukan.',
  'server.auth.sessionExpired': 'Sesi Anda telah berakhir. Silakan coba lagi.',
  'server.auth.emailTooLong': 'Alamat email ini terlalu panjang. Alamat email maksimal {max} karakter.',
  'server.auth.passwordTooLong': 'Kata sandi ini terlalu panjang. Kata sandi maksimal {max} karakter.',
  'server.upload.quota':
    'Anda telah mengunggah terlalu banyak file yang belum menjadi bagian dari formulir tersimpan. Simpan atau kirim formulir Anda, atau hapus file yang tidak diperlukan, lalu coba lagi.',
  'server.upload.paused':
    'Unggahan dijeda sementara karena terlalu banyak file yang menunggu. Silakan coba lagi nanti.',
  'server.upload.tooManyAtOnce': 'Terlalu banyak unggahan sekaligus. Tunggu hingga satu selesai, lalu coba lagi.',
  'server.upload.fileShape': 'Kirim file sebagai multipart/form-data dengan satu bagian bernama “file”.',
  'server.avatar.notAnImage': 'File “{name}” bukan gambar PNG atau JPEG. Pilih foto dalam salah satu format tersebut.',
  'server.avatar.tooManyPixels':
    'Foto “{name}” berukuran {width} × {height} piksel, melebihi batas foto profil. Pilih foto maksimal {max} × {max} piksel (atau perkecil foto ini).',
  'server.offerUpload.attachAs': 'Lampirkan PDF bertanda tangan sebagai file “{field}”.',
  'server.offerUpload.oneFile': 'Anda hanya dapat mengunggah maksimal 1 file',
  'server.offerUpload.onlyOne': 'Kirim satu PDF bertanda tangan sebagai file “{field}”, tanpa yang lain.',
  'server.offerUpload.fullName': 'Masukkan nama lengkap Anda',
  'server.offerUpload.notPdf': 'File “{name}” bukan PDF. Unggah dokumen bertanda tangan sebagai file PDF.',
  'server.offerUpload.tooLarge':
    'File “{name}” lebih besar dari {amount, number} {unit}, batas maksimal dokumen bertanda tangan.',
  'server.offerUpload.noPages': 'File “{name}” tidak memiliki halaman.',
  'server.offerUpload.activeContent':
    'File “{name}” berisi JavaScript atau konten aktif lainnya. Unggah PDF biasa (cetak ulang ke PDF, atau pindai kertas yang sudah ditandatangani).',
  'server.offerUpload.unreadable':
    'File “{name}” tidak dapat dibaca sebagai PDF. Unggah dokumen bertanda tangan sebagai file PDF.',
  'server.offerUpload.tooSlow':
    'File “{name}” disusun sedemikian rupa sehingga terlalu lama dibaca. Cetak ulang ke PDF, atau pindai kertas yang sudah ditandatangani, lalu unggah file barunya.',
  'server.offerUpload.inflates':
    'File “{name}” berisi data terkompresi yang mengembang hingga lebih dari {amount, number} {unit}, jauh melebihi kebutuhan dokumen bertanda tangan. Unggah PDF biasa (cetak ulang ke PDF, atau pindai kertas yang sudah ditandatangani).',
  'server.offerUpload.unsupported':
    'File “{name}” menggunakan kompresi yang tidak diterima situs ini (object stream LZW atau run-length). Cetak ulang ke PDF dan unggah file barunya.',
  // The theme builder (issue 32).
  'server.theme.widgetPreviewTitle': 'Pratinjau widget',
  'server.theme.notThemeFile': 'File tema tidak valid: ini bukan ekspor tema situs karier (file JSON dengan "format": "careers-theme").',
  'server.theme.wrongProduct': 'File tema tidak valid: berisi tema untuk “{found}”, bukan untuk “{expected}”.',
  'server.theme.badColour': 'File tema tidak valid: {token} harus berupa warna seperti #1a2b3c.',
  'server.theme.badValue': 'File tema tidak valid: {token} memiliki nilai yang tidak diizinkan token ini.',
  'server.theme.unknownToken': 'File tema tidak valid: {token} bukan token tema ini.',
  'server.theme.missingToken': 'File tema tidak valid: {token} tidak ada.',
  'server.theme.unknownImage': 'Tema menyebut gambar yang belum diunggah ke situs ini ({token}). Unggah gambar itu lagi.',
  'server.theme.contrastFails': 'Pasangan warna dengan kontras kurang (WCAG AA): {count}. Perbaiki, atau terbitkan dengan pengecualian dan alasan.',
  'server.theme.noDraft': 'Tidak ada draf untuk diterbitkan.',
  'server.theme.noVersion': 'Versi terbitan tersebut tidak ada.',
  'server.theme.nothingToExport': 'Belum ada tema untuk diekspor.',
  'server.theme.svgRefused': 'Gambar SVG tidak diterima: unggah PNG, JPEG, atau WebP.',
  'server.theme.notAnImage': 'File ini bukan gambar PNG, JPEG, atau WebP.',
  'server.theme.imageTooLarge': 'Gambar lebih besar dari {maxKb, number} KB, batas untuk {use, select, hero {gambar sampul} other {logo}}.',
  'server.theme.imageSize': 'Gambar berukuran {width} × {height} piksel; {use, select, hero {gambar sampul} other {logo}} harus minimal {minWidth} × {minHeight} dan maksimal {maxSide} piksel per sisi.',
} satisfies Messages;
