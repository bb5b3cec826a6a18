import { act, configure, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import {
  CHAT_MESSAGE_MAX_LENGTH,
  CHAT_POLL_INTERVAL_MS,
  messages,
  type Conversation,
  type ConversationMessage,
} from "@uplink/domain";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AppProviders } from "../../app/AppProviders";
import { useTRPC } from "../../app/api/trpc";
import { AppRuntime } from "../../app/runtime/AppRuntime";
import { stubEventSource, type FakeEventSource } from "../../test/fakeEventSource";
import { CUSTOMER_ID, INSTALLER_ID } from "../../test/leads";
import { aUser, data, stubApi, trpcError } from "../../test/stubApi";
import { ConversationModal } from "./ConversationModal";

configure({ asyncUtilTimeout: 5000 });

const CONVERSATION_ID = "6c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f";
const LEAD_ID = "3f2e1d0c-9b8a-4765-8432-10fedcba9876";
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
    leadId: LEAD_ID,
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

/** conversation.byId as the server answers it: the messages after the input's cursor. */
function serve(all: ConversationMessage[]) {
  return ({ input }: { input: { id: string; after?: string } }) => {
    const start = input.after ? all.findIndex((message) => message.id === input.after) + 1 : 0;
    return data(aConversation(all.slice(start)));
  };
}

/** Something that shows the lead, as lead detail does: it reads leads.list. */
function LeadProbe() {
  const trpc = useTRPC();
  useQuery(trpc.leads.list.queryOptions({}));
  return null;
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
      <LeadProbe />
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

// jsdom does not lay out, and has no scrollIntoView.
const scrollIntoView = vi.fn();
beforeEach(() => {
  scrollIntoView.mockClear();
  Element.prototype.scrollIntoView = scrollIntoView;
});
afterEach(() => {
  vi.useRealTimers();
});

/** The chat's stream: the newest conversation.live the app opened. */
const liveStream = (sources: ReturnType<typeof stubEventSource>) =>
  sources.latest("conversation.live");
const status = () => screen.getByRole("status");
const messageEvent = (message: ConversationMessage) => ({ type: "message", message });

/** The server authorised the stream: connected, then its first event, ready. */
async function accept(stream: FakeEventSource): Promise<void> {
  await stream.open();
  await stream.send({ type: "ready" });
}

/**
 * Every connection state the chat shows from now on, in order, however briefly: each
 * change of its data-connection attribute is recorded as the DOM makes it.
 */
function recordConnection(): () => (string | null)[] {
  const shown: (string | null)[] = [];
  const observer = new MutationObserver((records) => {
    for (const record of records) shown.push(record.oldValue);
  });
  observer.observe(document.body, {
    subtree: true,
    attributeFilter: ["data-connection"],
    attributeOldValue: true,
  });
  return () => {
    for (const record of observer.takeRecords()) shown.push(record.oldValue);
    observer.disconnect();
    return [
      ...shown,
      document.querySelector("[data-connection]")?.getAttribute("data-connection") ?? null,
    ];
  };
}

describe("the conversation modal", { timeout: 20_000 }, () => {
  it("shows text, SYSTEM and PHOTO messages distinctly, with sender and time", async () => {
    const all = [
      aMessage({ senderId: null, type: "SYSTEM", body: messages.leadEvents.accepted.system }),
      aMessage({ senderId: CUSTOMER_ID, body: "When can you come?" }),
      aMessage({ body: "Monday at nine" }),
      aMessage({ type: "PHOTO", body: "Dish on the roof", photoUrl: "/api/photos/abc" }),
    ];
    stubApi({ "conversation.byId": serve(all) });
    renderChat();

    const messagesLog = await log();
    await within(messagesLog).findByText("Monday at nine");
    const system = within(messagesLog).getByRole("note");
    expect(system.textContent).toContain(messages.leadEvents.accepted.system);
    expect(system.textContent).toContain("Uplink");
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
    expect(scrollIntoView).toHaveBeenCalled();
  });

  it("sends on Enter and by the button, and shows the message", async () => {
    const all: ConversationMessage[] = [];
    const api = stubApi({
      "conversation.byId": serve(all),
      "conversation.send": ({ input }) => {
        const message = aMessage({ senderId: CUSTOMER_ID, body: input.body });
        all.push(message);
        return data(message);
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

    expect(api.sent("conversation.send").map((call) => call.input)).toEqual([
      { id: CONVERSATION_ID, body: "Hello from Enter", type: "TEXT" },
      { id: CONVERSATION_ID, body: "And by the button", type: "TEXT" },
    ]);
    expect(within(await log()).getAllByText("Hello from Enter")).toHaveLength(1);
  });

  it("starts a new line on Shift+Enter instead of sending", async () => {
    const api = stubApi({ "conversation.byId": serve([]) });
    renderChat();
    await screen.findByText("No messages yet. Say hello!");
    fireEvent.change(messageBox(), { target: { value: "First line" } });
    fireEvent.keyDown(messageBox(), { key: "Enter", shiftKey: true });
    expect(api.sent("conversation.send")).toEqual([]);
  });

  it("refuses a blank message without sending it", async () => {
    const api = stubApi({ "conversation.byId": serve([]) });
    renderChat();
    await screen.findByText("No messages yet. Say hello!");
    fireEvent.change(messageBox(), { target: { value: "   " } });
    fireEvent.click(screen.getByRole("button", { name: "Send" }));
    expect(await screen.findByText(messages.validation.messageRequired)).toBeTruthy();
    fireEvent.keyDown(messageBox(), { key: "Enter" });
    expect(api.sent("conversation.send")).toEqual([]);
  });

  it("refuses a message over the maximum with its message, without sending it", async () => {
    const api = stubApi({ "conversation.byId": serve([]) });
    renderChat();
    await screen.findByText("No messages yet. Say hello!");
    fireEvent.change(messageBox(), { target: { value: "a".repeat(CHAT_MESSAGE_MAX_LENGTH + 1) } });
    fireEvent.click(screen.getByRole("button", { name: "Send" }));
    expect(await screen.findByText(messages.validation.chatMessageTooLong)).toBeTruthy();
    expect(api.sent("conversation.send")).toEqual([]);
  });

  it("keeps the typed text when sending fails, with a 'Failed to send message' toast", async () => {
    stubApi({
      "conversation.byId": serve([]),
      "conversation.send": () => {
        throw new Error("the connection was reset");
      },
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
      "conversation.byId": serve([]),
      "conversation.send": () => trpcError(409, messages.server.chatClosedIn("APPROVED")),
    });
    renderChat();
    await screen.findByText("No messages yet. Say hello!");
    fireEvent.change(messageBox(), { target: { value: "Thanks!" } });
    fireEvent.keyDown(messageBox(), { key: "Enter" });
    expect(await screen.findByText(messages.server.chatClosedIn("APPROVED"))).toBeTruthy();
    expect(messageBox().value).toBe("Thanks!");
  });
});

describe("the live conversation", { timeout: 20_000 }, () => {
  it("streams from the newest message read, shows a message as it arrives, and does not poll", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const first = aMessage({ body: "First" });
    const api = stubApi({ "conversation.byId": serve([first]) });
    const sources = stubEventSource();
    renderChat();
    await within(await log()).findByText("First");
    await waitFor(() => expect(sources.of("conversation.live")).toHaveLength(1));
    const stream = liveStream(sources);
    expect(stream.input).toEqual({ id: CONVERSATION_ID, lastEventId: first.id });
    expect(stream.withCredentials).toBe(true);
    expect(status().textContent).toBe("Connecting…");

    await accept(stream);
    expect(status().textContent).toBe("Live");
    const second = aMessage({ body: "Arrived live" });
    await stream.send(messageEvent(second), second.id);
    await within(await log()).findByText("Arrived live");
    const bodies = () => within(screen.getByRole("log")).getAllByRole("article");
    expect(bodies().map((article) => article.textContent)).toEqual([
      expect.stringContaining("First"),
      expect.stringContaining("Arrived live"),
    ]);

    await act(() => vi.advanceTimersByTimeAsync(CHAT_POLL_INTERVAL_MS * 3));
    expect(api.sent("conversation.byId")).toHaveLength(1);
    expect(status().textContent).toBe("Live");
  });

  it("shows a message once however often it arrives, and a message it sent by the stream alone", async () => {
    const first = aMessage({ body: "Already read" });
    const all = [first];
    const api = stubApi({
      "conversation.byId": serve(all),
      "conversation.send": ({ input }) => {
        const message = aMessage({ senderId: CUSTOMER_ID, body: input.body });
        all.push(message);
        return data(message);
      },
    });
    const sources = stubEventSource();
    renderChat();
    await within(await log()).findByText("Already read");
    await waitFor(() => expect(sources.of("conversation.live")).toHaveLength(1));
    const stream = liveStream(sources);
    await accept(stream);

    // A reconnecting server starts again from an older id; the same event may come twice.
    await stream.send(messageEvent(first), first.id);
    const second = aMessage({ body: "Only once" });
    await stream.send(messageEvent(second), second.id);
    await stream.send(messageEvent(second), second.id);
    await within(await log()).findByText("Only once");
    expect(within(await log()).getAllByText("Already read")).toHaveLength(1);
    expect(within(await log()).getAllByText("Only once")).toHaveLength(1);

    fireEvent.change(messageBox(), { target: { value: "Sent while live" } });
    fireEvent.keyDown(messageBox(), { key: "Enter" });
    await waitFor(() => expect(messageBox().value).toBe(""));
    expect(within(await log()).queryByText("Sent while live")).toBeNull();
    const sent = all.at(-1) as ConversationMessage;
    await stream.send(messageEvent(sent), sent.id);
    await within(await log()).findByText("Sent while live");
    expect(api.sent("conversation.byId")).toHaveLength(1);
  });

  it("has the lead read again when its status changes", async () => {
    const api = stubApi({
      "conversation.byId": serve([]),
      "leads.list": () => data([]),
    });
    const sources = stubEventSource();
    renderChat();
    await screen.findByText("No messages yet. Say hello!");
    await waitFor(() => expect(api.sent("leads.list")).toHaveLength(1));
    await waitFor(() => expect(sources.of("conversation.live")).toHaveLength(1));
    const stream = liveStream(sources);
    await accept(stream);
    await stream.send({ type: "lead", leadId: LEAD_ID, status: "ON_SITE" });
    await waitFor(() => expect(api.sent("leads.list")).toHaveLength(2));
    expect(within(await log()).queryAllByRole("article")).toEqual([]);
  });

  it("polls every 5 seconds from its cursor when the stream fails, and not once closed", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const first = aMessage({ body: "First" });
    const all = [first];
    const api = stubApi({ "conversation.byId": serve(all) });
    const sources = stubEventSource();
    renderChat(false);
    fireEvent.click(screen.getByRole("button", { name: "Open Chat" }));
    await within(await log()).findByText("First");
    await waitFor(() => expect(sources.of("conversation.live")).toHaveLength(1));
    await liveStream(sources).fail();
    expect(status().textContent).toBe("Checking for new messages every 5 seconds");
    const polls = () => api.sent("conversation.byId");
    expect(polls()).toHaveLength(1);
    expect(polls()[0]?.input).toEqual({ id: CONVERSATION_ID });

    await act(() => vi.advanceTimersByTimeAsync(CHAT_POLL_INTERVAL_MS));
    await waitFor(() => expect(polls()).toHaveLength(2));
    expect(polls()[1]?.input).toEqual({ id: CONVERSATION_ID, after: first.id });
    expect(within(await log()).getAllByText("First")).toHaveLength(1);

    const second = aMessage({ body: "Second" });
    all.push(second);
    await act(() => vi.advanceTimersByTimeAsync(CHAT_POLL_INTERVAL_MS));
    await within(await log()).findByText("Second");
    expect(polls()[2]?.input).toEqual({ id: CONVERSATION_ID, after: first.id });
    expect(within(await log()).getAllByText("First")).toHaveLength(1);

    await act(() => vi.advanceTimersByTimeAsync(CHAT_POLL_INTERVAL_MS));
    await waitFor(() => expect(polls()).toHaveLength(4));
    expect(polls()[3]?.input).toEqual({ id: CONVERSATION_ID, after: second.id });
    expect(sources.of("conversation.live")).toHaveLength(1);

    fireEvent.keyDown(messageBox(), { key: "Escape" });
    await waitFor(() => expect(screen.queryByRole("log")).toBeNull());
    const sentBeforeClosing = polls().length;
    await act(() => vi.advanceTimersByTimeAsync(CHAT_POLL_INTERVAL_MS * 3));
    expect(polls()).toHaveLength(sentBeforeClosing);
  });

  it("polls while the stream reconnects, and stops once it is live again", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const first = aMessage({ body: "First" });
    const all = [first];
    const api = stubApi({ "conversation.byId": serve(all) });
    const sources = stubEventSource();
    renderChat();
    await within(await log()).findByText("First");
    await waitFor(() => expect(sources.of("conversation.live")).toHaveLength(1));
    const stream = liveStream(sources);
    await accept(stream);
    await stream.drop();
    expect(status().textContent).toBe(
      "Reconnecting… checking for new messages every 5 seconds meanwhile",
    );

    all.push(aMessage({ body: "Polled meanwhile" }));
    await act(() => vi.advanceTimersByTimeAsync(CHAT_POLL_INTERVAL_MS));
    await within(await log()).findByText("Polled meanwhile");

    await accept(stream);
    expect(status().textContent).toBe("Live");
    const polled = api.sent("conversation.byId").length;
    await act(() => vi.advanceTimersByTimeAsync(CHAT_POLL_INTERVAL_MS * 3));
    expect(api.sent("conversation.byId")).toHaveLength(polled);
  });

  it("opens the stream with a ticket fetched with the stored token, never the token in its URL", async () => {
    const api = stubApi({ "conversation.byId": serve([]) });
    const sources = stubEventSource();
    renderChat();
    await screen.findByText("No messages yet. Say hello!");
    await waitFor(() => expect(sources.of("conversation.live")).toHaveLength(1));
    const stream = liveStream(sources);
    expect(stream.connectionParams).toEqual({ ticket: "stream-ticket-1" });
    expect(stream.url).not.toContain("session-token");
    const [asked] = api.sent("auth.streamTicket");
    expect(asked?.headers.get("authorization")).toBe("Bearer session-token");
    await accept(stream);
    expect(status().textContent).toBe("Live");
  });

  it("opens again with a fresh ticket when a cut stream's reconnect is refused, and is live again", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const first = aMessage({ body: "First" });
    const all = [first];
    stubApi({ "conversation.byId": serve(all) });
    const sources = stubEventSource();
    renderChat();
    await within(await log()).findByText("First");
    await waitFor(() => expect(sources.of("conversation.live")).toHaveLength(1));
    const stream = liveStream(sources);
    await accept(stream);
    const second = aMessage({ body: "Second" });
    all.push(second);
    await stream.send(messageEvent(second), second.id);
    await within(await log()).findByText("Second");

    // The server cut it (its age, a change of the session); the browser reconnects with the
    // same URL, whose ticket is spent.
    await stream.drop();
    await stream.open();
    await stream.refuse("UNAUTHORIZED", -32001);
    await waitFor(() => expect(sources.of("conversation.live")).toHaveLength(2));
    const again = liveStream(sources);
    expect(again.connectionParams).toEqual({ ticket: "stream-ticket-2" });
    expect(again.input).toMatchObject({ id: CONVERSATION_ID });
    await accept(again);
    expect(status().textContent).toBe("Live");
    const third = aMessage({ body: "Third" });
    await again.send(messageEvent(third), third.id);
    await within(await log()).findByText("Third");
  });

  it("falls back to polling when the stream is refused again right after opening anew", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    stubApi({ "conversation.byId": serve([]) });
    const sources = stubEventSource();
    renderChat();
    await screen.findByText("No messages yet. Say hello!");
    await waitFor(() => expect(sources.of("conversation.live")).toHaveLength(1));
    const stream = liveStream(sources);
    await accept(stream);
    const shown = recordConnection();
    await stream.drop();
    await stream.open();
    await stream.refuse("UNAUTHORIZED", -32001);
    await waitFor(() => expect(sources.of("conversation.live")).toHaveLength(2));
    const again = liveStream(sources);
    await again.open();
    await again.refuse("UNAUTHORIZED", -32001);
    await waitFor(() =>
      expect(status().textContent).toBe("Checking for new messages every 5 seconds"),
    );
    await act(() => vi.advanceTimersByTimeAsync(3_000));
    expect(sources.of("conversation.live")).toHaveLength(2);
    // Connected twice, refused twice: Live no more from the drop on.
    const states = shown();
    expect(states[0]).toBe("live");
    expect(states.slice(1)).not.toContain("live");
    expect(states.at(-1)).toBe("polling");
  });

  it("polls, and opens no new stream, when a stream connected for seconds is refused before it was ever ready", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    stubApi({ "conversation.byId": serve([]) });
    const sources = stubEventSource();
    renderChat();
    await screen.findByText("No messages yet. Say hello!");
    await waitFor(() => expect(sources.of("conversation.live")).toHaveLength(1));
    const stream = liveStream(sources);
    // Connected (tRPC's own first event) but never authorised: a slow server, then a refusal.
    await stream.open();
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(status().textContent).not.toBe("Live");
    await stream.refuse("UNAUTHORIZED", -32001);
    await waitFor(() =>
      expect(status().textContent).toBe("Checking for new messages every 5 seconds"),
    );
    await act(() => vi.advanceTimersByTimeAsync(3_000));
    expect(sources.of("conversation.live")).toHaveLength(1);
  });

  it("says Connecting while the stream is connected but not yet ready, and Live once it is", async () => {
    const api = stubApi({ "conversation.byId": serve([]) });
    const sources = stubEventSource();
    renderChat();
    await screen.findByText("No messages yet. Say hello!");
    await waitFor(() => expect(sources.of("conversation.live")).toHaveLength(1));
    const stream = liveStream(sources);
    const shown = recordConnection();

    // tRPC's server says `connected` before it has authorised the stream.
    await stream.open();
    expect(status().textContent).toBe("Connecting…");
    await stream.send({ type: "ready" });
    expect(status().textContent).toBe("Live");
    expect(shown()).toEqual(["connecting", "live"]);
    expect(api.sent("conversation.byId")).toHaveLength(1);
  });

  it("never says Live for a stream that is refused, at any moment", async () => {
    stubApi({ "conversation.byId": serve([]) });
    const sources = stubEventSource();
    renderChat();
    await screen.findByText("No messages yet. Say hello!");
    await waitFor(() => expect(sources.of("conversation.live")).toHaveLength(1));
    const stream = liveStream(sources);
    const shown = recordConnection();

    await stream.open();
    await stream.refuse("NOT_FOUND", -32004);
    await waitFor(() =>
      expect(status().textContent).toBe("Checking for new messages every 5 seconds"),
    );
    expect(shown()).toEqual(["connecting", "polling"]);
  });

  it("says Reconnecting from a dropped connection until the new one is ready", async () => {
    stubApi({ "conversation.byId": serve([]) });
    const sources = stubEventSource();
    renderChat();
    await screen.findByText("No messages yet. Say hello!");
    await waitFor(() => expect(sources.of("conversation.live")).toHaveLength(1));
    const stream = liveStream(sources);
    await accept(stream);
    const shown = recordConnection();

    await stream.drop();
    await stream.open();
    expect(status().textContent).toBe(
      "Reconnecting… checking for new messages every 5 seconds meanwhile",
    );
    await stream.send({ type: "ready" });
    expect(status().textContent).toBe("Live");
    expect(shown()).toEqual(["live", "reconnecting", "live"]);
  });

  it("stops saying Live when the stream goes quiet past the server's limit, and reconnects", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    stubApi({ "conversation.byId": serve([]) });
    const sources = stubEventSource();
    renderChat();
    await screen.findByText("No messages yet. Say hello!");
    await waitFor(() => expect(sources.of("conversation.live")).toHaveLength(1));
    const stream = liveStream(sources);
    // As the server configures tRPC (packages/api/src/trpc.ts): a ping every 15 seconds, and
    // a client that hears nothing for 25 seconds reconnects.
    const quietLimitMs = 25_000;
    await stream.open({ reconnectAfterInactivityMs: quietLimitMs });
    await stream.send({ type: "ready" });
    expect(status().textContent).toBe("Live");

    await act(() => vi.advanceTimersByTimeAsync(quietLimitMs));
    await waitFor(() =>
      expect(status().textContent).toBe(
        "Reconnecting… checking for new messages every 5 seconds meanwhile",
      ),
    );
    await waitFor(() => expect(sources.of("conversation.live")).toHaveLength(2));
    expect(stream.closed).toBe(true);
    const again = liveStream(sources);
    await again.open({ reconnectAfterInactivityMs: quietLimitMs });
    expect(status().textContent).toBe(
      "Reconnecting… checking for new messages every 5 seconds meanwhile",
    );
    await again.send({ type: "ready" });
    expect(status().textContent).toBe("Live");
  });

  it("polls when the browser has no EventSource at all", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = stubApi({ "conversation.byId": serve([]) });
    renderChat();
    await screen.findByText("No messages yet. Say hello!");
    await waitFor(() =>
      expect(status().textContent).toBe("Checking for new messages every 5 seconds"),
    );
    await act(() => vi.advanceTimersByTimeAsync(CHAT_POLL_INTERVAL_MS));
    await waitFor(() => expect(api.sent("conversation.byId")).toHaveLength(2));
  });
});
