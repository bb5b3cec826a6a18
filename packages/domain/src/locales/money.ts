import type { Translation } from "../i18n/catalogue";
import type { moneyMessages } from "../payments/money-messages";

/* The catalogue's `money` section (issue 24) in each language Uplink speaks besides English. */

type MoneyMessages = Translation<typeof moneyMessages>;

export const deMoney: MoneyMessages = {
  providerUnavailable:
    "Der Zahlungsdienst ist gerade nicht erreichbar. Es wurde nichts belastet oder geändert; bitte versuchen Sie es in einigen Minuten erneut.",
  reconciliationMismatch: (day, differences) =>
    `Die Zahlungen vom ${day} stimmen nicht mit dem Saldo beim Zahlungsanbieter überein (Abweichungen: ${differences}). Die Details der Meldung führen sie auf.`,
  movementFailed: (kind, euros, title) =>
    `${kind === "transfer" ? "Die Überweisung an den Installateur" : "Die Erstattung an den Kunden"} von €${euros} für „${title}“ ist nach allen Wiederholungen fehlgeschlagen. Sie bleibt beauftragt und wird alle 15 Minuten erneut gesendet; die Details der Meldung nennen den letzten Fehler.`,
  receipts: {
    paymentSubject: (title) => `Beleg für Ihre Zahlung: ${title}`,
    paymentBody:
      "Vielen Dank, wir haben Ihre Zahlung erhalten. Sie wird treuhänderisch verwahrt, bis Sie die fertige Arbeit abnehmen.",
    refundSubject: (title) => `Beleg für Ihre Erstattung: ${title}`,
    refundBody:
      "Ihre Zahlung wurde auf die Karte oder das Konto erstattet, mit dem Sie bezahlt haben. Ihre Bank zeigt sie eventuell erst nach einigen Tagen an.",
    payoutSubject: (title) => `Auszahlungsbeleg: ${title}`,
    payoutBody: "Ihr Anteil an diesem Auftrag wurde auf Ihr Auszahlungskonto überwiesen.",
    job: (title) => `Auftrag: ${title}`,
    amount: (amount) => `Betrag: ${amount}`,
    jobValue: (amount) => `Ihr Anteil vor der Gebühr: ${amount}`,
    fee: (amount) => `Plattformgebühr: ${amount}`,
    paidOut: (amount) => `An Sie überwiesen: ${amount}`,
    date: (date) => `Datum: ${date}`,
  },
};

export const frMoney: MoneyMessages = {
  providerUnavailable:
    "Le service de paiement est injoignable pour le moment. Rien n'a été débité ni modifié ; veuillez réessayer dans quelques minutes.",
  reconciliationMismatch: (day, differences) =>
    `Les paiements du ${day} ne correspondent pas au solde du prestataire de paiement (écarts : ${differences}). Les détails de l'alerte les énumèrent.`,
  movementFailed: (kind, euros, title) =>
    `${kind === "transfer" ? "Le virement à l'installateur" : "Le remboursement au client"} de ${euros} € pour « ${title} » a échoué après toutes les tentatives. Il reste demandé et est renvoyé toutes les 15 minutes ; les détails de l'alerte donnent la dernière erreur.`,
  receipts: {
    paymentSubject: (title) => `Reçu de votre paiement : ${title}`,
    paymentBody:
      "Merci, nous avons reçu votre paiement. Il est conservé sous séquestre jusqu'à ce que vous approuviez le travail terminé.",
    refundSubject: (title) => `Reçu de votre remboursement : ${title}`,
    refundBody:
      "Votre paiement a été remboursé sur la carte ou le compte utilisé. Votre banque peut mettre quelques jours à l'afficher.",
    payoutSubject: (title) => `Relevé de versement : ${title}`,
    payoutBody: "Votre part de ce travail a été virée sur votre compte de versement.",
    job: (title) => `Travail : ${title}`,
    amount: (amount) => `Montant : ${amount}`,
    jobValue: (amount) => `Votre part avant commission : ${amount}`,
    fee: (amount) => `Commission de la plateforme : ${amount}`,
    paidOut: (amount) => `Viré à vous : ${amount}`,
    date: (date) => `Date : ${date}`,
  },
};

export const esMoney: MoneyMessages = {
  providerUnavailable:
    "El servicio de pago no está disponible en este momento. No se ha cobrado ni cambiado nada; inténtelo de nuevo en unos minutos.",
  reconciliationMismatch: (day, differences) =>
    `Los pagos del ${day} no coinciden con el saldo del proveedor de pagos (diferencias: ${differences}). Los detalles de la alerta las enumeran.`,
  movementFailed: (kind, euros, title) =>
    `${kind === "transfer" ? "La transferencia al instalador" : "El reembolso al cliente"} de ${euros} € para «${title}» ha fallado tras todos los reintentos. Sigue pendiente y se reenvía cada 15 minutos; los detalles de la alerta indican el último error.`,
  receipts: {
    paymentSubject: (title) => `Recibo de su pago: ${title}`,
    paymentBody:
      "Gracias, hemos recibido su pago. Queda retenido en depósito hasta que apruebe el trabajo terminado.",
    refundSubject: (title) => `Recibo de su reembolso: ${title}`,
    refundBody:
      "Su pago se ha reembolsado a la tarjeta o cuenta con la que pagó. Su banco puede tardar unos días en mostrarlo.",
    payoutSubject: (title) => `Justificante de pago: ${title}`,
    payoutBody: "Su parte de este trabajo se ha transferido a su cuenta de cobro.",
    job: (title) => `Trabajo: ${title}`,
    amount: (amount) => `Importe: ${amount}`,
    jobValue: (amount) => `Su parte antes de la comisión: ${amount}`,
    fee: (amount) => `Comisión de la plataforma: ${amount}`,
    paidOut: (amount) => `Transferido a usted: ${amount}`,
    date: (date) => `Fecha: ${date}`,
  },
};

export const itMoney: MoneyMessages = {
  providerUnavailable:
    "Il servizio di pagamento non è raggiungibile in questo momento. Non è stato addebitato né modificato nulla; riprova tra qualche minuto.",
  reconciliationMismatch: (day, differences) =>
    `I pagamenti del ${day} non corrispondono al saldo del fornitore di pagamenti (differenze: ${differences}). I dettagli dell'avviso le elencano.`,
  movementFailed: (kind, euros, title) =>
    `${kind === "transfer" ? "Il bonifico all'installatore" : "Il rimborso al cliente"} di ${euros} € per «${title}» non è riuscito dopo tutti i tentativi. Resta richiesto e viene reinviato ogni 15 minuti; i dettagli dell'avviso riportano l'ultimo errore.`,
  receipts: {
    paymentSubject: (title) => `Ricevuta del tuo pagamento: ${title}`,
    paymentBody:
      "Grazie, abbiamo ricevuto il tuo pagamento. Resta in deposito a garanzia finché non approvi il lavoro finito.",
    refundSubject: (title) => `Ricevuta del tuo rimborso: ${title}`,
    refundBody:
      "Il tuo pagamento è stato rimborsato sulla carta o sul conto con cui hai pagato. La tua banca potrebbe mostrarlo tra qualche giorno.",
    payoutSubject: (title) => `Estratto del versamento: ${title}`,
    payoutBody: "La tua quota di questo lavoro è stata trasferita sul tuo conto di accredito.",
    job: (title) => `Lavoro: ${title}`,
    amount: (amount) => `Importo: ${amount}`,
    jobValue: (amount) => `La tua quota prima della commissione: ${amount}`,
    fee: (amount) => `Commissione della piattaforma: ${amount}`,
    paidOut: (amount) => `Trasferito a te: ${amount}`,
    date: (date) => `Data: ${date}`,
  },
};

export const plMoney: MoneyMessages = {
  providerUnavailable:
    "Serwis płatności jest w tej chwili niedostępny. Nic nie zostało obciążone ani zmienione; spróbuj ponownie za kilka minut.",
  reconciliationMismatch: (day, differences) =>
    `Płatności z dnia ${day} nie zgadzają się z saldem u operatora płatności (różnice: ${differences}). Szczegóły alertu je wymieniają.`,
  movementFailed: (kind, euros, title) =>
    `${kind === "transfer" ? "Przelew do instalatora" : "Zwrot dla klienta"} w kwocie ${euros} € za „${title}” nie powiódł się po wszystkich próbach. Pozostaje zlecony i jest wysyłany ponownie co 15 minut; szczegóły alertu podają ostatni błąd.`,
  receipts: {
    paymentSubject: (title) => `Potwierdzenie płatności: ${title}`,
    paymentBody:
      "Dziękujemy, otrzymaliśmy Twoją płatność. Jest przechowywana w depozycie, dopóki nie zaakceptujesz wykonanej pracy.",
    refundSubject: (title) => `Potwierdzenie zwrotu: ${title}`,
    refundBody:
      "Twoja płatność została zwrócona na kartę lub konto, którym płaciłeś. Bank może pokazać ją dopiero po kilku dniach.",
    payoutSubject: (title) => `Zestawienie wypłaty: ${title}`,
    payoutBody: "Twoja część za to zlecenie została przelana na Twoje konto do wypłat.",
    job: (title) => `Zlecenie: ${title}`,
    amount: (amount) => `Kwota: ${amount}`,
    jobValue: (amount) => `Twoja część przed prowizją: ${amount}`,
    fee: (amount) => `Prowizja platformy: ${amount}`,
    paidOut: (amount) => `Przelano do Ciebie: ${amount}`,
    date: (date) => `Data: ${date}`,
  },
};
