// Generated from the API's OpenAPI document by `tsx scripts/api-types.ts`: do not edit.
export interface paths {
  "/api/v1/users/get-access": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Send a login code
     * @description E-mails a six-digit code, valid for 10 minutes and 5 tries. At most 5 codes an hour per address.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": {
            /** Format: email */
            email: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              success: boolean;
              message: string;
            };
          };
        };
        /** @description Refused: `message` says why (spec §8 texts for authentication). */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              success: boolean;
              message: string;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/users/get-access/verify": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Log in with the code
     * @description Answers a session token (a signed JWT) for the account calls.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": {
            /** Format: email */
            email: string;
            /** @description The six-digit code. */
            auth_id: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              success?: boolean;
              token?: string;
              expires_at?: string;
              message?: string;
            };
          };
        };
        /** @description Refused: `message` says why (spec §8 texts for authentication). */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              success: boolean;
              message: string;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/users/logout": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Log out
     * @description Ends the session token sent with the call: it is refused from then on (401 'Session expired'). The account's other session tokens and its API key keep working; replacing the API key ends no session.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              success: boolean;
              message: string;
            };
          };
        };
        /** @description No session token, or one that is not valid or has already ended. */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              success: boolean;
              message: string;
            };
          };
        };
        /** @description Refused: `message` says why (spec §8 texts for authentication). */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              success: boolean;
              message: string;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/users/api": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Show the API key */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              success?: boolean;
              message?: string;
              data?: {
                api?: string;
              };
            };
          };
        };
        /** @description Refused: `message` says why (spec §8 texts for authentication). */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              success: boolean;
              message: string;
            };
          };
        };
      };
    };
    put?: never;
    /**
     * Create or replace the API key
     * @description A new key replaces the old one at once. Session tokens are not ended by it: POST /users/logout ends one.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              success?: boolean;
              message?: string;
              data?: {
                api?: string;
              };
            };
          };
        };
        /** @description Refused: `message` says why (spec §8 texts for authentication). */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              success: boolean;
              message: string;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/users/email-update": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Whether product e-mails are on */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              success?: boolean;
              message?: string;
              data?: {
                enable_email_update?: boolean;
              };
            };
          };
        };
        /** @description Refused: `message` says why (spec §8 texts for authentication). */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              success: boolean;
              message: string;
            };
          };
        };
      };
    };
    put?: never;
    /** Turn product e-mails on or off */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": {
            enable_email_update: boolean;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              success?: boolean;
              message?: string;
              data?: {
                enable_email_update?: boolean;
              };
            };
          };
        };
        /** @description Refused: `message` says why (spec §8 texts for authentication). */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              success: boolean;
              message: string;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/users/validate": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Whether the account can run tasks
     * @description Fails with a message when the session is not valid or no credits are left.
     */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              success: boolean;
              message: string;
            };
          };
        };
        /** @description Refused: `message` says why (spec §8 texts for authentication). */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              success: boolean;
              message: string;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/tasks/credits": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Credits left */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              success?: boolean;
              credits?: number;
            };
          };
        };
        /** @description Refused: `message` says why (spec §8 texts for authentication). */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              success: boolean;
              message: string;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/tasks/upload": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Get upload links
     * @description One pre-signed PUT url per file, bound to the declared content type and exact size, expiring after UPLOAD_URL_TTL_SECONDS; a task must be made for the file within an hour after that, or the file is deleted. A link takes one file (the local driver refuses a second PUT with 409; on S3 a second PUT is possible until the link expires, and the sweeper deletes what it leaves). An account holds at most one unused, unexpired link per credit left, and at most 200 (402 beyond). Takes a session token or an API key.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": {
            file_list: {
              /** @description The file's content type, one its action takes (blur, compress, convert, crop, flip, placeholder, remove-background, resize, transparent, upscale: image/jpeg, image/png, image/webp, image/avif, image/gif, image/bmp, image/tiff, image/heic, image/heif; pdf-extract-images, pdf-to-images: application/pdf; summarize-book: application/pdf, text/plain, application/epub+zip). */
              type: string;
              /**
               * @description One of blur, compress, convert, crop, flip, pdf-extract-images, pdf-to-images, placeholder, remove-background, resize, summarize-book, transparent, upscale.
               * @example blur
               * @example compress
               * @example convert
               * @example crop
               * @example flip
               * @example pdf-extract-images
               * @example pdf-to-images
               * @example placeholder
               * @example remove-background
               * @example resize
               * @example summarize-book
               * @example transparent
               * @example upscale
               */
              action: string;
              file_extension: string;
              /** @description Exact size in bytes; the upload must send exactly this many. */
              size: number;
              /** @description Ignored: the server names each file. */
              file_id?: string;
              /** @description The settings of the action's browser tool (its settings schema, see the actions table); omitted ones take their defaults. */
              parameters?: {
                [key: string]: unknown;
              };
              metadata: {
                input_file_name: string;
                input_file_extension?: string;
                /** @description The input file's SHA-256 (lower-case hex), declared by the client; GET /tasks?input_sha256= finds its tasks again. */
                input_sha256?: string;
              };
            }[];
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              success?: boolean;
              message?: string;
              data?: {
                successful?: {
                  url?: string;
                  key_url?: string;
                  action?: string;
                  file_id?: string;
                  parameters?: {
                    [key: string]: unknown;
                  };
                  metadata?: {
                    [key: string]: unknown;
                  };
                }[];
              };
            };
          };
        };
        /** @description More unused upload links than the account's credits allow. */
        402: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              success: boolean;
              message: string;
            };
          };
        };
        /** @description The body is over 4,048,576 bytes: room for 100 entries and one background picture; files that each carry their own picture go in calls of their own. */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              success: boolean;
              message: string;
            };
          };
        };
        /** @description Refused: `message` says why (spec §8 texts for authentication). */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              success: boolean;
              message: string;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/tasks": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Task history
     * @description Newest first, pages up to 1,000,000 (a page past the end has no tasks). Finished tasks list every result file in `outputs`, each with a signed download URL. `input_sha256` lists only the tasks of the inputs uploaded with that hash in their metadata: how a client that was interrupted finds the tasks it already paid for.
     */
    get: {
      parameters: {
        query?: {
          page?: number;
          limit?: number;
          status?: "queued" | "processing" | "completed" | "failed";
          /** @description The input file's SHA-256 (lower-case hex), declared by the client; GET /tasks?input_sha256= finds its tasks again. */
          input_sha256?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              success?: boolean;
              total?: number;
              page?: number;
              limit?: number;
              data?: {
                task_id?: string;
                file_id?: string;
                action?: string;
                /** @enum {string} */
                status?: "queued" | "processing" | "completed" | "failed";
                input?: {
                  key_url?: string;
                  type?: string;
                };
                parameters?: {
                  [key: string]: unknown;
                };
                metadata?: {
                  [key: string]: unknown;
                };
                cost?: number;
                /** @description Why a task failed, or a note on a finished one. */
                message?: string | null;
                created_at?: string;
                started_at?: string | null;
                finished_at?: string | null;
                /** @description The first result file (the only one of most actions); null until the task is completed and after its results expire. */
                output?: {
                  /** @description Signed download URL; it expires. */
                  url?: string;
                  /** @description The input's name with the file's suffix (e.g. `-page-3`) and extension. */
                  file_name?: string;
                  type?: string;
                  size?: number;
                  width?: number | null;
                  height?: number | null;
                } | null;
                /** @description Every result file of a completed task, in order: one for most actions, several for those that write several (a PDF's pages, its extracted images). Empty before completion and after the results expire. */
                outputs?: {
                  /** @description Signed download URL; it expires. */
                  url?: string;
                  /** @description The input's name with the file's suffix (e.g. `-page-3`) and extension. */
                  file_name?: string;
                  type?: string;
                  size?: number;
                  width?: number | null;
                  height?: number | null;
                }[];
                /** @description Small JSON an action gives beside its files (e.g. the placeholder's LQIP strings); null for most actions. */
                data?: {
                  [key: string]: unknown;
                } | null;
              }[];
            };
          };
        };
        /** @description Refused: `message` says why (spec §8 texts for authentication). */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              success: boolean;
              message: string;
            };
          };
        };
      };
    };
    put?: never;
    /**
     * Create tasks for uploaded files
     * @description One task per file; their credits are taken at once and a failed file's are refunded. An unknown action is refused.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": {
            task_list: {
              file_id: string;
              key_url?: string;
              /**
               * @description One of blur, compress, convert, crop, flip, pdf-extract-images, pdf-to-images, placeholder, remove-background, resize, summarize-book, transparent, upscale.
               * @example blur
               * @example compress
               * @example convert
               * @example crop
               * @example flip
               * @example pdf-extract-images
               * @example pdf-to-images
               * @example placeholder
               * @example remove-background
               * @example resize
               * @example summarize-book
               * @example transparent
               * @example upscale
               */
              action?: string;
              /** @description The settings of the action's browser tool (its settings schema, see the actions table); omitted ones take their defaults. */
              parameters?: {
                [key: string]: unknown;
              };
              /** @description Ignored: the task keeps the upload's metadata. */
              metadata?: {
                [key: string]: unknown;
              };
            }[];
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              success?: boolean;
              message?: string;
              data?: {
                tasks?: {
                  task_id?: string;
                  file_id?: string;
                  action?: string;
                  /** @enum {string} */
                  status?: "queued" | "processing" | "completed" | "failed";
                  cost?: number;
                }[];
              };
            };
          };
        };
        /** @description The body is over 4,048,576 bytes: room for 100 entries and one background picture; files that each carry their own picture go in calls of their own. */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              success: boolean;
              message: string;
            };
          };
        };
        /** @description Refused: `message` says why (spec §8 texts for authentication). */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              success: boolean;
              message: string;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/tasks/{taskId}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One task */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          taskId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              success?: boolean;
              data?: {
                task_id?: string;
                file_id?: string;
                action?: string;
                /** @enum {string} */
                status?: "queued" | "processing" | "completed" | "failed";
                input?: {
                  key_url?: string;
                  type?: string;
                };
                parameters?: {
                  [key: string]: unknown;
                };
                metadata?: {
                  [key: string]: unknown;
                };
                cost?: number;
                /** @description Why a task failed, or a note on a finished one. */
                message?: string | null;
                created_at?: string;
                started_at?: string | null;
                finished_at?: string | null;
                /** @description The first result file (the only one of most actions); null until the task is completed and after its results expire. */
                output?: {
                  /** @description Signed download URL; it expires. */
                  url?: string;
                  /** @description The input's name with the file's suffix (e.g. `-page-3`) and extension. */
                  file_name?: string;
                  type?: string;
                  size?: number;
                  width?: number | null;
                  height?: number | null;
                } | null;
                /** @description Every result file of a completed task, in order: one for most actions, several for those that write several (a PDF's pages, its extracted images). Empty before completion and after the results expire. */
                outputs?: {
                  /** @description Signed download URL; it expires. */
                  url?: string;
                  /** @description The input's name with the file's suffix (e.g. `-page-3`) and extension. */
                  file_name?: string;
                  type?: string;
                  size?: number;
                  width?: number | null;
                  height?: number | null;
                }[];
                /** @description Small JSON an action gives beside its files (e.g. the placeholder's LQIP strings); null for most actions. */
                data?: {
                  [key: string]: unknown;
                } | null;
              };
            };
          };
        };
        /** @description Refused: `message` says why (spec §8 texts for authentication). */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              success: boolean;
              message: string;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/{product}/users/sub": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Recent sales feed
     * @description The countries of the latest purchases, newest first, for the purchase toast.
     */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          product: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              success?: boolean;
              data?: {
                country?: string;
                created_at?: string;
              }[];
            };
          };
        };
        /** @description Refused: `message` says why (spec §8 texts for authentication). */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              success: boolean;
              message: string;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/contact": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Contact form
     * @description Sends the message to support@pixelbatch.app, with the sender as Reply-To. A filled-in `website` field (hidden on the page, so only bots fill it) is answered like a sent message and dropped. 5 messages per hour per address.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": {
            name: string;
            email: string;
            topic: string;
            message: string;
            /** @description Leave out or empty. */
            website?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              success: boolean;
              message: string;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              success: boolean;
              message: string;
              /** @description What is wrong with each field, in the words the contact page shows beside it. */
              fields?: {
                name?: string;
                email?: string;
                topic?: string;
                message?: string;
              };
            };
          };
        };
        /** @description Refused: `message` says why (spec §8 texts for authentication). */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              success: boolean;
              message: string;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/webhooks/lemonsqueezy": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Lemon Squeezy order webhook
     * @description Signed with LEMON_WEBHOOK_SECRET (X-Signature). A body that is not an event, or an order event without an order, is refused (400); other events are acknowledged and ignored.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": {
            meta: {
              event_name: string;
            };
            data: Record<string, never>;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              success: boolean;
              message: string;
            };
          };
        };
        /** @description Refused: `message` says why (spec §8 texts for authentication). */
        "4XX": {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              success: boolean;
              message: string;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
export type webhooks = Record<string, never>;
export interface components {
  schemas: never;
  responses: never;
  parameters: never;
  requestBodies: never;
  headers: never;
  pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
