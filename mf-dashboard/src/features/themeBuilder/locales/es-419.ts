// Theme builder texts, Latin American Spanish: only the keys that differ from es.ts ("tú" as there); "ingresa" not "introduce", the preterite ("se publicó") not the present perfect.
const messages: Record<string, string> = {
  'themeBuilder.intro': 'Cambia el aspecto del portal de empleo y de los widgets de tu intranet. La vista previa muestra cada cambio al instante; los visitantes solo lo ven cuando publicas.',
  'themeBuilder.notFound.text': 'La página que buscas no existe o se movió.',
  'themeBuilder.colour.invalid': 'Ingresa un color hexadecimal: 3 o 6 caracteres entre los dígitos 0–9 y las letras a–f, como #1a73e8. La vista previa mantiene el último color válido.',
  'themeBuilder.length.invalid': 'Ingresa un número entero de %(min)s a %(max)s.',
  'themeBuilder.publish.done': 'Se publicó la versión %(version)s: los visitantes ya la ven.',
  'themeBuilder.file.notJson': 'Este archivo no es JSON. Elige un archivo exportado desde el editor de temas. No se cambió nada.',
};

export default messages;
