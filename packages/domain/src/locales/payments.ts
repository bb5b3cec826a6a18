import type { Translation } from "../i18n/catalogue";
import type { paymentMessages } from "../payments/payment-messages";

/* The catalogue's `payments` section (issue 24) in each language Uplink speaks besides English. */

type PaymentMessages = Translation<typeof paymentMessages>;

export const dePayments: PaymentMessages = {
  failedMail: {
    subject: (title) => `Ihre Zahlung ist nicht eingegangen: ${title}`,
    body: "Ihre Bank hat die Zahlung für diesen Auftrag nicht ausgeführt. Der Installateur kann erst beginnen, wenn er bezahlt ist: Bitte öffnen Sie die Anfrage und zahlen Sie erneut.",
  },
  windowLapsedMail: {
    subject: (title) => `Auftrag nicht rechtzeitig bezahlt: ${title}`,
    customerBody:
      "Der Auftrag wurde nicht rechtzeitig bezahlt. Er ist wieder offen und andere Installateure können ihn annehmen. Es wurde nichts abgebucht.",
    installerBody:
      "Der Kunde hat diesen Auftrag nicht rechtzeitig bezahlt. Er ist Ihnen nicht mehr zugewiesen und wieder für andere Installateure offen.",
  },
  lateRefundMail: {
    subject: (title) => `Ihre verspätete Zahlung wird erstattet: ${title}`,
    body: "Ihre Zahlung ist eingegangen, nachdem die Zahlungsfrist des Auftrags abgelaufen war und er wieder für andere Installateure offen stand. Sie wird Ihnen daher vollständig auf die Karte oder das Konto erstattet, mit dem Sie bezahlt haben.",
    endedBody:
      "Ihre Zahlung ist eingegangen, nachdem der Auftrag storniert oder vom Installateur zurückgegeben worden war. Es war nichts mehr zu zahlen: Sie wird Ihnen daher vollständig auf die Karte oder das Konto erstattet, mit dem Sie bezahlt haben.",
  },
  unpaidLeadEvents: {
    accepted: {
      system:
        "Ein Installateur hat diese Anfrage angenommen. Sie wartet auf die Zahlung des Kunden, die dann treuhänderisch hinterlegt wird.",
      body: "Ein Installateur hat Ihre Installationsanfrage angenommen, und Sie können jetzt mit dem Installateur chatten. Bitte zahlen Sie jetzt den Preis: Er bleibt treuhänderisch hinterlegt, bis Sie die fertige Arbeit abnehmen.",
    },
    offerAccepted: {
      system:
        "Der Kunde hat das Angebot des Installateurs angenommen. Es wartet auf die Zahlung des Kunden, die dann treuhänderisch hinterlegt wird.",
      body: "Der Kunde hat Ihr Angebot angenommen, und Sie können jetzt mit ihm chatten. Er zahlt als Nächstes: Sobald seine Zahlung treuhänderisch hinterlegt ist, können Sie vor Ort gehen, und sie wird an Sie freigegeben, wenn er die fertige Arbeit abnimmt.",
    },
    cancelled: {
      system:
        "Der Kunde hat diese Anfrage storniert, bevor er sie bezahlt hat. Es wurde nichts abgebucht.",
      body: "Der Kunde hat diese Installationsanfrage storniert, bevor er sie bezahlt hat. Sie müssen also nicht mehr hinfahren.",
    },
    withdrawn: {
      system:
        "Der Installateur ist von diesem Auftrag zurückgetreten, bevor er bezahlt wurde. Es wurde nichts abgebucht, und die Anfrage steht wieder anderen Installateuren offen.",
      body: "Der Installateur, der Ihre Anfrage angenommen hatte, ist davon zurückgetreten. Sie hatten noch nicht bezahlt, es wurde also nichts abgebucht, und Ihre Anfrage steht wieder anderen Installateuren offen.",
    },
  },
  disputeOpened: (euros, title, reason) =>
    `Die Bank des Kunden widerspricht der Zahlung von €${euros} für „${title}“ (${reason}); die Freigabe ruht, bis ein Administrator den Auftrag abrechnet`,
  disputeClosed: (title, status) =>
    `Der Widerspruch der Bank gegen die Zahlung für „${title}“ wurde abgeschlossen: ${status}`,
};

export const frPayments: PaymentMessages = {
  failedMail: {
    subject: (title) => `Votre paiement n'a pas abouti : ${title}`,
    body: "Votre banque n'a pas effectué le paiement de ce travail. L'installateur ne peut commencer qu'une fois le travail payé : veuillez ouvrir la demande et payer à nouveau.",
  },
  windowLapsedMail: {
    subject: (title) => `Travail non payé à temps : ${title}`,
    customerBody:
      "Le travail n'a pas été payé à temps : il est de nouveau ouvert et d'autres installateurs peuvent l'accepter. Rien n'a été débité.",
    installerBody:
      "Le client n'a pas payé ce travail à temps : il ne vous est plus attribué et il est de nouveau ouvert aux autres installateurs.",
  },
  lateRefundMail: {
    subject: (title) => `Votre paiement tardif est remboursé : ${title}`,
    body: "Votre paiement est arrivé après la fin du délai de paiement du travail, qui était de nouveau ouvert aux autres installateurs : il vous est donc intégralement remboursé sur la carte ou le compte avec lequel vous avez payé.",
    endedBody:
      "Votre paiement est arrivé après l'annulation du travail ou son abandon par l'installateur : plus rien n'était dû, il vous est donc intégralement remboursé sur la carte ou le compte avec lequel vous avez payé.",
  },
  unpaidLeadEvents: {
    accepted: {
      system:
        "Un installateur a accepté cette demande. Elle attend le paiement du client, qui sera ensuite conservé sous séquestre.",
      body: "Un installateur a accepté votre demande d’installation, et vous pouvez désormais échanger avec l’installateur dans la discussion. Veuillez payer le prix maintenant : il est conservé sous séquestre jusqu’à ce que vous validiez les travaux.",
    },
    offerAccepted: {
      system:
        "Le client a accepté l’offre de l’installateur. Elle attend le paiement du client, qui sera ensuite conservé sous séquestre.",
      body: "Le client a accepté votre offre, et vous pouvez désormais échanger avec lui dans la discussion. Il paie maintenant : une fois son paiement conservé sous séquestre, vous pouvez vous rendre sur place, et il vous est versé quand il valide les travaux.",
    },
    cancelled: {
      system: "Le client a annulé cette demande avant de la payer. Rien n’a été débité.",
      body: "Le client a annulé cette demande d’installation avant de la payer : vous n’avez plus besoin de vous déplacer.",
    },
    withdrawn: {
      system:
        "L’installateur s’est désisté de ce travail avant qu’il ne soit payé. Rien n’a été débité, et la demande est de nouveau ouverte aux autres installateurs.",
      body: "L’installateur qui avait accepté votre demande s’est désisté. Vous n’aviez pas encore payé : rien n’a été débité, et votre demande est de nouveau ouverte aux autres installateurs.",
    },
  },
  disputeOpened: (euros, title, reason) =>
    `La banque du client conteste les ${euros} € payés pour « ${title} » (${reason}) ; le versement est suspendu jusqu'au règlement par un administrateur`,
  disputeClosed: (title, status) =>
    `La contestation bancaire du paiement de « ${title} » est close : ${status}`,
};

export const esPayments: PaymentMessages = {
  failedMail: {
    subject: (title) => `Tu pago no se ha completado: ${title}`,
    body: "Tu banco no ha completado el pago de este trabajo. El instalador no puede empezar hasta que esté pagado: abre la solicitud y vuelve a pagar.",
  },
  windowLapsedMail: {
    subject: (title) => `Trabajo no pagado a tiempo: ${title}`,
    customerBody:
      "El trabajo no se pagó a tiempo, así que vuelve a estar abierto y otros instaladores pueden aceptarlo. No se ha cobrado nada.",
    installerBody:
      "El cliente no pagó este trabajo a tiempo, así que ya no está asignado a ti y vuelve a estar abierto a otros instaladores.",
  },
  lateRefundMail: {
    subject: (title) => `Su pago tardío se está reembolsando: ${title}`,
    body: "Su pago llegó después de que venciera el plazo de pago del trabajo, que volvía a estar abierto a otros instaladores, por lo que se le reembolsa íntegramente en la tarjeta o cuenta con la que pagó.",
    endedBody:
      "Su pago llegó después de que el trabajo se cancelara o de que el instalador lo dejara, así que ya no se debía nada: se le reembolsa íntegramente en la tarjeta o cuenta con la que pagó.",
  },
  unpaidLeadEvents: {
    accepted: {
      system:
        "Un instalador ha aceptado esta solicitud. Espera el pago del cliente, que luego queda retenido en el depósito de garantía.",
      body: "Un instalador ha aceptado tu solicitud de instalación, y ya puedes chatear con el instalador. Paga ahora el precio: queda retenido en el depósito de garantía hasta que apruebes el trabajo terminado.",
    },
    offerAccepted: {
      system:
        "El cliente ha aceptado la oferta del instalador. Espera el pago del cliente, que luego queda retenido en el depósito de garantía.",
      body: "El cliente ha aceptado tu oferta, y ya podéis chatear. Ahora paga él: cuando su pago quede retenido en el depósito de garantía podrás ir al lugar, y se te liberará cuando apruebe el trabajo terminado.",
    },
    cancelled: {
      system: "El cliente ha cancelado esta solicitud antes de pagarla. No se ha cobrado nada.",
      body: "El cliente ha cancelado esta solicitud de instalación antes de pagarla, así que ya no tienes que ir.",
    },
    withdrawn: {
      system:
        "El instalador se ha retirado de este trabajo antes de que se pagara. No se ha cobrado nada, y la solicitud vuelve a estar abierta a otros instaladores.",
      body: "El instalador que aceptó tu solicitud se ha retirado. Aún no habías pagado, así que no se ha cobrado nada, y tu solicitud vuelve a estar abierta para que la acepten otros instaladores.",
    },
  },
  disputeOpened: (euros, title, reason) =>
    `El banco del cliente disputa los ${euros} € pagados por «${title}» (${reason}); la liberación queda en pausa hasta que un administrador liquide el trabajo`,
  disputeClosed: (title, status) =>
    `Se ha cerrado la disputa bancaria del pago de «${title}»: ${status}`,
};

export const itPayments: PaymentMessages = {
  failedMail: {
    subject: (title) => `Il pagamento non è andato a buon fine: ${title}`,
    body: "La tua banca non ha completato il pagamento di questo lavoro. L'installatore può iniziare solo dopo il pagamento: apri la richiesta e paga di nuovo.",
  },
  windowLapsedMail: {
    subject: (title) => `Lavoro non pagato in tempo: ${title}`,
    customerBody:
      "Il lavoro non è stato pagato in tempo, quindi è di nuovo aperto e altri installatori possono accettarlo. Non è stato addebitato nulla.",
    installerBody:
      "Il cliente non ha pagato questo lavoro in tempo, quindi non ti è più assegnato ed è di nuovo aperto ad altri installatori.",
  },
  lateRefundMail: {
    subject: (title) => `Il tuo pagamento tardivo viene rimborsato: ${title}`,
    body: "Il tuo pagamento è arrivato dopo la scadenza del termine di pagamento del lavoro, che era di nuovo aperto ad altri installatori, quindi ti viene rimborsato per intero sulla carta o sul conto con cui hai pagato.",
    endedBody:
      "Il tuo pagamento è arrivato dopo che il lavoro era stato annullato o lasciato dall'installatore, quindi non era più dovuto nulla: ti viene rimborsato per intero sulla carta o sul conto con cui hai pagato.",
  },
  unpaidLeadEvents: {
    accepted: {
      system:
        "Un installatore ha accettato questa richiesta. Attende il pagamento del cliente, che sarà poi trattenuto nel deposito di garanzia.",
      body: "Un installatore ha accettato la tua richiesta di installazione, e ora puoi scrivere all'installatore in chat. Paga ora il prezzo: resta nel deposito di garanzia finché non approvi il lavoro finito.",
    },
    offerAccepted: {
      system:
        "Il cliente ha accettato l'offerta dell'installatore. Attende il pagamento del cliente, che sarà poi trattenuto nel deposito di garanzia.",
      body: "Il cliente ha accettato la tua offerta, e ora potete scrivervi in chat. Ora paga il cliente: quando il suo pagamento è nel deposito di garanzia puoi recarti sul posto, e ti viene versato quando approva il lavoro finito.",
    },
    cancelled: {
      system:
        "Il cliente ha annullato questa richiesta prima di pagarla. Non è stato addebitato nulla.",
      body: "Il cliente ha annullato questa richiesta di installazione prima di pagarla, quindi non devi più andare.",
    },
    withdrawn: {
      system:
        "L'installatore ha rinunciato a questo lavoro prima che fosse pagato. Non è stato addebitato nulla e la richiesta è di nuovo aperta ad altri installatori.",
      body: "L'installatore che aveva accettato la tua richiesta ha rinunciato al lavoro. Non avevi ancora pagato, quindi non ti è stato addebitato nulla, e la tua richiesta è di nuovo aperta: altri installatori possono accettarla.",
    },
  },
  disputeOpened: (euros, title, reason) =>
    `La banca del cliente contesta i ${euros} € pagati per «${title}» (${reason}); lo svincolo è sospeso finché un amministratore non chiude il lavoro`,
  disputeClosed: (title, status) =>
    `La contestazione bancaria del pagamento di «${title}» è stata chiusa: ${status}`,
};

export const plPayments: PaymentMessages = {
  failedMail: {
    subject: (title) => `Płatność nie została zrealizowana: ${title}`,
    body: "Twój bank nie zrealizował płatności za to zlecenie. Instalator może zacząć dopiero po opłaceniu: otwórz zlecenie i zapłać ponownie.",
  },
  windowLapsedMail: {
    subject: (title) => `Zlecenie nieopłacone na czas: ${title}`,
    customerBody:
      "Zlecenie nie zostało opłacone na czas, więc jest znowu otwarte i inni instalatorzy mogą je przyjąć. Nic nie zostało pobrane.",
    installerBody:
      "Klient nie opłacił tego zlecenia na czas, więc nie jest już przypisane do Ciebie i jest znowu otwarte dla innych instalatorów.",
  },
  lateRefundMail: {
    subject: (title) => `Twoja spóźniona płatność jest zwracana: ${title}`,
    body: "Twoja płatność wpłynęła po upływie terminu płatności za zlecenie, które było już ponownie otwarte dla innych instalatorów, dlatego zwracamy ją w całości na kartę lub konto, z którego zapłacono.",
    endedBody:
      "Twoja płatność wpłynęła po anulowaniu zlecenia lub jego zwróceniu przez instalatora, więc nic nie było już należne: zwracamy ją w całości na kartę lub konto, z którego zapłacono.",
  },
  unpaidLeadEvents: {
    accepted: {
      system:
        "Instalator przyjął to zlecenie. Czeka ono na płatność klienta, która trafi potem do depozytu.",
      body: "Instalator przyjął Twoje zlecenie montażu. Możesz już pisać z instalatorem na czacie. Zapłać teraz cenę: pozostanie w depozycie, dopóki nie zatwierdzisz wykonanej pracy.",
    },
    offerAccepted: {
      system:
        "Klient przyjął ofertę instalatora. Zlecenie czeka na płatność klienta, która trafi potem do depozytu.",
      body: "Klient przyjął Twoją ofertę. Możecie już pisać ze sobą na czacie. Teraz płaci klient: gdy jego płatność będzie w depozycie, możesz jechać na miejsce, a zostanie Ci wypłacona, gdy klient zatwierdzi wykonaną pracę.",
    },
    cancelled: {
      system: "Klient anulował to zlecenie, zanim za nie zapłacił. Nic nie zostało pobrane.",
      body: "Klient anulował to zlecenie montażu, zanim za nie zapłacił, więc nie musisz już jechać.",
    },
    withdrawn: {
      system:
        "Instalator zrezygnował z tego zlecenia, zanim zostało opłacone. Nic nie zostało pobrane, a zlecenie znów mogą przyjąć inni instalatorzy.",
      body: "Instalator, który przyjął Twoje zlecenie, zrezygnował z niego. Płatność nie została jeszcze dokonana, więc nic nie zostało pobrane, a Twoje zlecenie znów mogą przyjąć inni instalatorzy.",
    },
  },
  disputeOpened: (euros, title, reason) =>
    `Bank klienta kwestionuje płatność ${euros} € za „${title}” (${reason}); wypłata jest wstrzymana, dopóki administrator nie rozliczy zlecenia`,
  disputeClosed: (title, status) =>
    `Spór bankowy dotyczący płatności za „${title}” został zamknięty: ${status}`,
};
