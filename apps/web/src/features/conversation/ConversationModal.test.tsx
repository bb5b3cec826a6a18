import { act, configure, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import {
  CHAT_MESSAGE_MAX_LENGTH,
  CHAT_POLL_INTERVAL_MS,
  messages,
  type Conversation,
  type ConversationMessage,
} from "@uplink/domain";
import { useState } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AppProviders } from "../../app/AppProviders";
import { AppRuntime } from "../../app/runtime/AppRuntime";
import { CUSTOMER_ID, INSTALLER_ID } from "../../test/leads";
import { apiError, aUser, json, stubApi, type StubRequest } from "../../test/stubApi";
import { ConversationModal } from "./ConversationModal";

configure({ asyncUtilTimeout: 5000 });

const CONVERSATION_ID = "6c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f";
const PATH = `/api/conversation/${CONVERSATION_ID}`;
const customer = aUser({ id: CUSTOMER_ID, role: "customer", firstName: "Jane", lastName: "Doe" });

let sequence = 0;
function aMessage(overrides: Partial<ConversationMessage> = {}): ConversationMessage {
  sequence += 1;
  return {
    id: `00000000-0000-4000-8000-${String(sequence).padStart(12, "0")}`,
    senderId: INSTALLER_ID,
    type: "TEXT",
    body: `Message ${sequence}`,
    photoUrl: null,
    createdAt: "2026-06-02T09:30:00.000Z",
    ...overrides,
  };
}

function aConversation(list: ConversationMessage[]): Conversation {
  return {
    id: CONVERSATION_ID,
    leadId: "3f2e1d0c-9b8a-4765-8432-10fedcba9876",
    messages: list,
    participants: [
      { id: CUSTOMER_ID, firstName: "Jane", lastName: "Doe", role: "customer", phone: null },
      {
        id: INSTALLER_ID,
        firstName: "Max",
        lastName: "Mustermann",
        role: "installer",
        phone: "+49 •••• ••• 67",
      },
    ],
  };
}

/** A poll's answer: the messages after the request's cursor, with an ETag of the newest one. */
function serve(all: ConversationMessage[]) {
  return (request: StubRequest): Response => {
    const after = request.query.get("after");
    const start = after ? all.findIndex((message) => message.id === after) + 1 : 0;
    const etag = `"m${all.length}-${after ?? ""}"`;
    if (request.headers.get("If-None-Match") === etag) {
      return new Response(null, { status: 304, headers: { ETag: etag } });
    }
    const response = json(aConversation(all.slice(start)));
    response.headers.set("ETag", etag);
    return response;
  };
}

function ChatHarness({ initiallyOpen = true }: { initiallyOpen?: boolean }) {
  const [opened, setOpened] = useState(initiallyOpen);
  return (
    <>
      <button type="button" onClick={() => setOpened(true)}>
        Open Chat
      </button>
      <ConversationModal
        conversationId={CONVERSATION_ID}
        opened={opened}
        onClose={() => setOpened(false)}
        user={customer}
      />
    </>
  );
}

function renderChat(initiallyOpen = true) {
  window.localStorage.setItem("auth_token", "session-token");
  return render(
    <AppProviders>
      <AppRuntime>
        <ChatHarness initiallyOpen={initiallyOpen} />
      </AppRuntime>
    </AppProviders>,
  );
}

const log = () => screen.findByRole("log", { name: "Messages" });
const messageBox = () => screen.getByRole<HTMLTextAreaElement>("textbox", { name: "Message" });

beforeEach(() => {
  Element.prototype.scrollIntoView = vi.fn();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("the conversation modal", { timeout: 20_000 }, () => {
  it("shows text, SYSTEM and PHOTO messages distinctly, with sender and time", async () => {
    const all = [
      aMessage({ senderId: null, type: "SYSTEM", body: messages.leadEvents.accepted.system }),
      aMessage({ senderId: CUSTOMER_ID, body: "When can you come?" }),
      aMessage({ body: "Monday at nine" }),
      aMessage({ type: "PHOTO", body: "Dish on the roof", photoUrl: "/api/photos/abc" }),
    ];
    stubApi({ [`GET ${PATH}`]: serve(all) });
    renderChat();

    const messagesLog = await log();
    await within(messagesLog).findByText("Monday at nine");
    const system = within(messagesLog).getByRole("note");
    expect(system?.textContent).toContain(messages.leadEvents.accepted.system);
    expect(system?.textContent).toContain("Uplink");
    const articles = within(messagesLog).getAllByRole("article");
    expect(articles.map((article) => article.dataset.messageType)).toEqual([
      "TEXT",
      "TEXT",
      "PHOTO",
    ]);
    expect(articles[0]?.textContent).toContain("You");
    expect(articles[1]?.textContent).toContain("Max Mustermann");
    for (const article of articles) {
      expect(article.querySelector("time")?.getAttribute("dateTime")).toBe(
        "2026-06-02T09:30:00.000Z",
      );
    }
    const photo = within(articles[2] as HTMLElement).getByRole("img", { name: "Dish on the roof" });
    expect(photo.getAttribute("src")).toBe("/api/photos/abc");
    expect(articles[2]?.textContent).toContain("Dish on the roof");
    expect(screen.getAllByText(/\+49 •••• ••• 67/)).toHaveLength(1);
    expect(Element.prototype.scrollIntoView).toHaveBeenCalled();
  });

  it("sends on Enter and by the button, and shows the message", async () => {
    const all: ConversationMessage[] = [];
    const api = stubApi({
      [`GET ${PATH}`]: serve(all),
      [`POST ${PATH}/msg`]: (request) => {
        const { body } = request.body as { body: string };
        const message = aMessage({ senderId: CUSTOMER_ID, body });
        all.push(message);
        return json(message);
      },
    });
    renderChat();
    await screen.findByText("No messages yet. Say hello!");

    fireEvent.change(messageBox(), { target: { value: "  Hello from Enter  " } });
    fireEvent.keyDown(messageBox(), { key: "Enter" });
    await within(await log()).findByText("Hello from Enter");
    expect(messageBox().value).toBe("");

    fireEvent.change(messageBox(), { target: { value: "And by the button" } });
    fireEvent.click(screen.getByRole("button", { name: "Send" }));
    await within(await log()).findByText("And by the button");

    expect(api.sent(`POST ${PATH}/msg`).map((request) => request.body)).toEqual([
      { body: "Hello from Enter", type: "TEXT" },
      { body: "And by the button", type: "TEXT" },
    ]);
    expect(within(await log()).getAllByText("Hello from Enter")).toHaveLength(1);
  });

  it("starts a new line on Shift+Enter instead of sending", async () => {
    const api = stubApi({ [`GET ${PATH}`]: serve([]) });
    renderChat();
    await screen.findByText("No messages yet. Say hello!");
    fireEvent.change(messageBox(), { target: { value: "First line" } });
    fireEvent.keyDown(messageBox(), { key: "Enter", shiftKey: true });
    expect(api.sent(`POST ${PATH}/msg`)).toEqual([]);
  });

  it("refuses a blank message without sending it", async () => {
    const api = stubApi({ [`GET ${PATH}`]: serve([]) });
    renderChat();
    await screen.findByText("No messages yet. Say hello!");
    fireEvent.change(messageBox(), { target: { value: "   " } });
    fireEvent.click(screen.getByRole("button", { name: "Send" }));
    expect(await screen.findByText(messages.validation.messageRequired)).toBeTruthy();
    fireEvent.keyDown(messageBox(), { key: "Enter" });
    expect(api.sent(`POST ${PATH}/msg`)).toEqual([]);
  });

  it("refuses a message over the maximum with its message, without sending it", async () => {
    const api = stubApi({ [`GET ${PATH}`]: serve([]) });
    renderChat();
    await screen.findByText("No messages yet. Say hello!");
    fireEvent.change(messageBox(), { target: { value: "a".repeat(CHAT_MESSAGE_MAX_LENGTH + 1) } });
    fireEvent.click(screen.getByRole("button", { name: "Send" }));
    expect(await screen.findByText(messages.validation.chatMessageTooLong)).toBeTruthy();
    expect(api.sent(`POST ${PATH}/msg`)).toEqual([]);
  });

  it("keeps the typed text when sending fails, with a 'Failed to send message' toast", async () => {
    stubApi({
      [`GET ${PATH}`]: serve([]),
      [`POST ${PATH}/msg`]: () => new Response("", { status: 502 }),
    });
    renderChat();
    await screen.findByText("No messages yet. Say hello!");
    fireEvent.change(messageBox(), { target: { value: "Are you there?" } });
    fireEvent.click(screen.getByRole("button", { name: "Send" }));
    expect(await screen.findByText(messages.errors.sendMessageFailed)).toBeTruthy();
    expect(messageBox().value).toBe("Are you there?");
  });

  it("shows the server's reason when it refuses the message", async () => {
    stubApi({
      [`GET ${PATH}`]: serve([]),
      [`POST ${PATH}/msg`]: () =>
        apiError(409, messages.server.chatClosedIn("APPROVED"), "CONFLICT"),
    });
    renderChat();
    await screen.findByText("No messages yet. Say hello!");
    fireEvent.change(messageBox(), { target: { value: "Thanks!" } });
    fireEvent.keyDown(messageBox(), { key: "Enter" });
    expect(await screen.findByText(messages.server.chatClosedIn("APPROVED"))).toBeTruthy();
    expect(messageBox().value).toBe("Thanks!");
  });

  it("polls every 5 seconds while open, from its cursor with If-None-Match, and not once closed", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const first = aMessage({ body: "First" });
    const all = [first];
    const api = stubApi({ [`GET ${PATH}`]: serve(all) });
    renderChat(false);
    fireEvent.click(screen.getByRole("button", { name: "Open Chat" }));
    await within(await log()).findByText("First");
    const polls = () => api.sent(`GET ${PATH}`);
    expect(polls()).toHaveLength(1);

    await act(() => vi.advanceTimersByTimeAsync(CHAT_POLL_INTERVAL_MS));
    await waitFor(() => expect(polls()).toHaveLength(2));
    const second = polls()[1];
    expect(second?.query.get("after")).toBe(first.id);
    expect(second?.headers.get("If-None-Match")).toBe(`"m1-"`);
    expect(within(await log()).getAllByText("First")).toHaveLength(1);

    await act(() => vi.advanceTimersByTimeAsync(CHAT_POLL_INTERVAL_MS));
    await waitFor(() => expect(polls()).toHaveLength(3));
    expect(polls()[2]?.headers.get("If-None-Match")).toBe(`"m1-${first.id}"`);

    all.push(aMessage({ body: "Second" }));
    await act(() => vi.advanceTimersByTimeAsync(CHAT_POLL_INTERVAL_MS));
    await within(await log()).findByText("Second");
    expect(within(await log()).getAllByText("First")).toHaveLength(1);

    fireEvent.keyDown(messageBox(), { key: "Escape" });
    await waitFor(() => expect(screen.queryByRole("log")).toBeNull());
    const sentBeforeClosing = polls().length;
    await act(() => vi.advanceTimersByTimeAsync(CHAT_POLL_INTERVAL_MS * 3));
    expect(polls()).toHaveLength(sentBeforeClosing);
  });
});
