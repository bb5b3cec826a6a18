/*
 * What a client of the API may import (the web app does): the router's types, nothing
 * that runs. The server composes from @uplink/api/server, tests from @uplink/api/testing.
 */
export type { AppRouter, RouterInputs, RouterOutputs } from "./root";
export type { LiveConversationEvent } from "./conversation/live-conversation";
