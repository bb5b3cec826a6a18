export declare const SERVER_NODE_FLAGS: readonly string[];
export declare const SERVER_ENVIRONMENT: Readonly<Record<string, string>>;
