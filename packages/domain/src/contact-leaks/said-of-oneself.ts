/**
 * How a sender says who they are, in each language, before a name or handle: "I'm …",
 * "ich bin …", and the inverted order a place put first calls for ("bei gmail bin ich …",
 * "på Instagram är jag …"). Shared by the messenger and the mailbox detectors.
 */
export const I_AM = String.raw`(?:i'm|i\sam|ich\sbin|bin\sich|je\ssuis|soy|sono|jestem|sou(?:\s[oa])?|heter\sjag|jag\sheter|heter|jag\sär|är\sjag|jsem|ik\sben|ben\sik|my\sname\sis|ich\shei(?:ß|ss)e|je\sm['’]appelle|me\sllamo|mi\schiamo|nazywam\ssię|chamo-me|jmenuju\sse)`;

/** "just", "simply" between "I am" and the name: "my gmail is just kev1974". */
export const JUST = String.raw`(?:just|simply|nur|einfach|juste|simplement|solo|sólo|solamente|simplemente|semplicemente|tylko|po\sprostu|só|apenas|simplesmente|bara|helt\senkelt|jen|prostě|prostě\sjen)`;
