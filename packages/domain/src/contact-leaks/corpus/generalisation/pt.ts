import type { UntranslatedBatch } from "./batch";
import { leak } from "./batch";
import { portugueseHeldOut } from "./held-out/pt";
import { portugueseSecondBatch } from "./second-batch/pt";
import { portugueseThirdBatch } from "./third-batch/pt";

/**
 * Portuguese, a language the platform does not translate, with no tuning round of its own: a
 * first batch, written before the detector was changed, and the later ones in
 * second-batch/ and third-batch/, each held out until its score was recorded and then
 * opened; and held-out/, written after all tuning.
 */
export const portuguese: UntranslatedBatch = {
  // Held out until its score was recorded, then opened and tuned on.
  openedHeldOut: {
    leaking: [
      leak("O mais fácil é ligar-me para o 912 345 678", "912 345 678"),
      leak("telefone fixo: 21 123 4567, à noite", "21 123 4567"),
      leak("o meu telemóvel +351 936 789 012", "+351 936 789 012"),
      leak("do estrangeiro 00351 961 234 567", "00351 961 234 567"),
      leak("Tel. 919.876.543", "919.876.543"),
      leak("O meu número: 926-543-210", "926-543-210"),
      leak("telm 913456789, pergunte pelo Rui", "913456789"),
      leak(
        "nove um dois, três quatro cinco, seis sete oito",
        "nove um dois, três quatro cinco, seis sete oito",
      ),
      leak("manda SMS para 9 6 5 4 3 2 1 9 8", "9 6 5 4 3 2 1 9 8"),
      leak("número brasileiro +55 11 98765-4321", "+55 11 98765-4321"),
      leak("Porto: (22) 234 5678", "(22) 234 5678"),
      leak("liga à minha mulher 912 112 233 ou a mim 965 667 788", "912 112 233", "965 667 788"),
      leak("Envie o orçamento para geral@antenas-silva.pt", "geral@antenas-silva.pt"),
      leak("o meu email: ana.costa@sapo.pt", "ana.costa@sapo.pt"),
      leak("email: j ponto silva arroba gmail ponto com", "j ponto silva arroba gmail ponto com"),
      leak("orcamentos(at)sat-norte(ponto)pt", "orcamentos(at)sat-norte(ponto)pt"),
      leak("geral @ antenas-silva . pt", "geral @ antenas-silva . pt"),
      leak("toda a informação em www.sat-norte.pt", "www.sat-norte.pt"),
      leak("fotos de obras: antenas-silva.pt/galeria", "antenas-silva.pt/galeria"),
      leak("https://bit.ly/satnorte para ver horários livres", "https://bit.ly/satnorte"),
      leak("Continuamos pelo WhatsApp?", "WhatsApp"),
      leak("Tem WhatsApp? Mando-lhe um vídeo", "WhatsApp"),
      leak("Telegram: rui_antenas", "Telegram: rui_antenas"),
      leak("o meu Signal é o 936 334 455", "936 334 455"),
      leak("segue-me no Instagram @sat.norte", "@sat.norte"),
      leak("adiciona-me no Facebook, Antenas Silva Braga", "Facebook"),
      leak("t.me/satnorte para perguntas rápidas", "t.me/satnorte"),
      leak("Passamos para o WhatsApp? 912 121 343", "WhatsApp", "912 121 343"),
      leak("O meu insta é @telhados_sergio", "@telhados_sergio"),
      leak(
        "liga para o nove três seis, dois dois três, três quatro quatro",
        "nove três seis, dois dois três, três quatro quatro",
      ),
    ],
    clean: [
      "O firmware já está na 2025.04.17, é a mais recente?",
      "Segundo a caderneta predial, artigo matricial 1234, o telhado é comum.",
      "Fatura n.º FT 2025/00417 disponível na app.",
      "Número da encomenda 4412 9087 3321, se ajudar.",
      "Abertos de segunda a sexta das 9:00 às 17:30, sábado das 10:00 às 14:00.",
      "Quinta-feira 20/02 às 8:15 pode ser?",
      "O orçamento era de 1.249,00 €, sinal de 250 € pago.",
      "Elevação 53°, azimute 162°.",
      "Router Gen 3, antena versão rev4_prod2.",
      "Código postal 4000-123, dá para estacionar atrás.",
      "Da antena ao router são 45 m, o cabo de 75 m chega.",
      "Pago com cartão no próprio dia, se der.",
      "Até amanhã às 7h30, o portão fica aberto.",
      "A licença de obras n.º 2024/0912 não inclui a antena.",
      "O caso Starlink 00012345 foi fechado sem solução.",
      "Upload 15,6 Mbit/s, download 210 Mbit/s, latência 38 ms.",
      "A parede tem 300 mm, é preciso uma broca comprida.",
      "É o número 118, a casa com a carrinha verde.",
      "O seguimento diz que chega entre as 11:00 e as 13:00.",
      "Na caixa está a referência 02508-001.",
      "Estamos no 3.º andar, porta 3B, sem elevador.",
      "O jogo começa às 20:45, é preciso acabar antes!",
      "A app mostra 2,1 % de obstruções.",
      "Suporte 600 x 400 mm, galvanizado.",
      "NIF 123456789 para a fatura da empresa.",
      "Descrição predial n.º 4567/20190312 da freguesia de Cedofeita.",
      "O IP da antena é 192.168.100.1.",
      "Cobraram-me 2 x 35 €, podem devolver um?",
      "Número de série da antena: 2DWC240100012345.",
      "Pago por MB Way ou transferência pela plataforma, como preferir.",
    ],
  },
  openedLaterBatches: [portugueseSecondBatch, portugueseThirdBatch],
  heldOut: portugueseHeldOut,
};
