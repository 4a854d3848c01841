/**
 * Spanish-language common passwords (issue 26, decision 058). zxcvbn-ts's Spanish dictionary package
 * (@zxcvbn-ts/language-es-es) is not installed here, and it holds words and names rather than passwords,
 * so this list is built from the patterns Spanish-speaking people are known to pick: a word of
 * affection, a name, a football club, a place or a month, alone or followed by the usual tails (1, 123,
 * 1234, a year). The English list (zxcvbn-ts's passwords-common) already has many bare Spanish words
 * ('tequiero', 'mariposa'); this adds them with their tails and the ones it lacks.
 *
 * Server only, like common-passwords.ts (lint forbids importing it from src/web).
 */
const WORDS = `
tequiero teamo tequieromucho teamomucho tqm tkm teextrano teadoro miamor mivida micielo mitesoro miamorcito
amor amorcito amormio corazon corazoncito carino cariño tesoro tesorito bebe bebito bebita nene nena
contraseña contrasena clave miclave secreto usuario bienvenido bienvenida hola holahola holamundo adios
princesa princesita reina reinita muneca muñeca bonita bonito hermosa hermoso preciosa precioso linda lindo
guapa guapo bombon chiquita chiquito gordita gordito flaca flaco mariposa mariposita estrella estrellita
angel angelito angelita cielo luna lunita sol solecito florecita flor rosa rosita margarita girasol
chocolate fresa fresita manzana naranja limon sandia canela caramelo dulce azucar galleta
gatito gatita perrito perrita tigre tigresa leon leona lobo loba aguila dragon unicornio sirena osito
familia mama mami mamita papa papi papito abuela abuelita abuelo hijo hija hermano hermana amigo amiga
amigos amistad felicidad esperanza libertad victoria gloria paz alegria vida mundo destino siempre
dios diosesamor diostebendiga jesus jesucristo cristo virgen guadalupe maria sanjuditas
mexico mexicano mexicana jalisco guadalajara monterrey puebla tijuana cancun oaxaca chiapas sinaloa
veracruz yucatan chihuahua sonora durango morelia queretaro toluca leon colombia argentina peru chile
venezuela ecuador espana españa madrid barcelona sevilla valencia bogota medellin lima caracas
america americanista chivas chivas100 chivahermano pumas tigres rayados cruzazul toluca santos atlas
necaxa monarcas realmadrid barca madridista futbol futbolista messi cristiano ronaldo neymar
enero febrero marzo abril mayo junio julio agosto septiembre octubre noviembre diciembre
lunes martes miercoles jueves viernes sabado domingo navidad
azul rojo verde negro blanco morado rosado amarillo
alejandra alejandro daniela daniel valeria valentina sofia camila mariana fernanda fernando gabriela
gabriel andrea andres paola carolina lupita lupe jose josefina juan juanito carlos carlitos luis luisa
miguel miguelito antonio antonia francisco paco pedro javier diego ricardo eduardo roberto jorge
cristian cristina adriana adrian veronica patricia claudia monica karla diana laura lucia elena isabel
carmen rosario teresa martha marta ana anita paula julia sara natalia lorena yolanda vanessa jessica
estefania ximena regina renata ximena guillermo alberto arturo sergio raul oscar hector manuel
rafael emilio mateo santiago sebastian nicolas samuel leonardo emiliano fatima guadalupe berenice
colabora moda ropa colaboradora colaboradoras colaboracion colaboraciones creadora influencer
chingon chingona cabron cabrona pendejo pendeja verga mierda joder puto puta chinga
`;

const TAILS = ['', '1', '2', '7', '12', '123', '1234', '12345', '123456', '01', '10', '13', '22', '69', '77', '99', '007', '321', '!', '.', '*', '_', 'mx', 'tqm'];
const FIRST_YEAR = 1960;
const LAST_YEAR = 2030;

/** Every word alone and with each tail, lower-case as written above. */
export function spanishCommonPasswords(): string[] {
  const words = [...new Set(WORDS.split(/\s+/).filter(Boolean))];
  const tails = [...TAILS];
  for (let year = FIRST_YEAR; year <= LAST_YEAR; year += 1) tails.push(String(year), String(year).slice(2));
  const out: string[] = [];
  for (const word of words) for (const tail of tails) out.push(word + tail);
  return out;
}
