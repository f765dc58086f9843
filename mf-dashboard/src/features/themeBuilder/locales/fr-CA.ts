// Theme builder texts, Canadian French: only the keys that differ from fr.ts — Quebec typography (no space before ; ! ?, the no-break space before : kept) and « téléverser » for upload.
const messages: Record<string, string> = {
  'themeBuilder.intro': 'Modifiez l’apparence du site carrières et des widgets de votre intranet. L’aperçu affiche chaque modification dès que vous la faites; les visiteurs ne la voient qu’une fois le thème publié.',
  'themeBuilder.image.uploading': 'Téléversement en cours…',
  'themeBuilder.draft.discardConfirm': 'Abandonner le brouillon? L’éditeur revient au thème publié.',
  'themeBuilder.history.restoreConfirm': 'Publier à nouveau la version %(version)s? Les visiteurs la voient immédiatement, et le brouillon actuel reste inchangé.',
  'themeBuilder.file.importHint': 'Un fichier JSON exporté depuis un éditeur de thème. Il devient le brouillon; rien n’est publié.',
};

export default messages;
