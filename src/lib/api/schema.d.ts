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
    /**
     * Show the API key
     * @description `data.api` is null while the account has no key yet (a new account's normal state): POST on the same path makes one.
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
              success?: boolean;
              message?: string;
              data?: {
                /** @description The API key, or null before the first one is made. */
                api?: string | null;
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
              /** @description The file's content type, one its action takes (background-blur, blur, colorize, compress, convert, crop, face-analyze, face-blur, flip, object-remove, placeholder, profile-picture, remove-background, resize, transparent, upscale: image/jpeg, image/png, image/webp, image/avif, image/gif, image/bmp, image/tiff, image/heic, image/heif, image/jxl; pdf-extract-images, pdf-to-images: application/pdf; summarize-book: application/pdf, text/plain, application/epub+zip). */
              type: string;
              /**
               * @description One of background-blur, blur, colorize, compress, convert, crop, face-analyze, face-blur, flip, object-remove, pdf-extract-images, pdf-to-images, placeholder, profile-picture, remove-background, resize, summarize-book, transparent, upscale.
               * @example background-blur
               * @example blur
               * @example colorize
               * @example compress
               * @example convert
               * @example crop
               * @example face-analyze
               * @example face-blur
               * @example flip
               * @example object-remove
               * @example pdf-extract-images
               * @example pdf-to-images
               * @example placeholder
               * @example profile-picture
               * @example remove-background
               * @example resize
               * @example summarize-book
               * @example transparent
               * @example upscale
               */
              action: string;
              file_extension: string;
              /** @description Your name for the file, a UUID you make (crypto.randomUUID()): the server keeps it as the file's id and answers with it, so links can be matched to files. A file_id names one file only: 409 when it is already in use. */
              file_id: string;
              /** @description Beside the specification's fields: the exact size in bytes, which the link is bound to; the upload must send exactly this many. */
              size: number;
              /** @description The settings of the action's browser tool, documented per action under `components.schemas` (see `x-actions`); omitted ones take their defaults. */
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
                /** @description The uploaded file the task read: its storage key and content type. */
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
              /**
               * @description One of background-blur, blur, colorize, compress, convert, crop, face-analyze, face-blur, flip, object-remove, pdf-extract-images, pdf-to-images, placeholder, profile-picture, remove-background, resize, summarize-book, transparent, upscale.
               * @example background-blur
               * @example blur
               * @example colorize
               * @example compress
               * @example convert
               * @example crop
               * @example face-analyze
               * @example face-blur
               * @example flip
               * @example object-remove
               * @example pdf-extract-images
               * @example pdf-to-images
               * @example placeholder
               * @example profile-picture
               * @example remove-background
               * @example resize
               * @example summarize-book
               * @example transparent
               * @example upscale
               */
              action?: string;
              input?: {
                /** @description The file_id of its upload link. */
                file_id: string;
                /** @description Optional: the upload link's key_url, checked against the file's. */
                key_url?: string;
              };
              /** @description The settings of the action's browser tool, documented per action under `components.schemas` (see `x-actions`); omitted ones take their defaults. */
              parameters?: {
                [key: string]: unknown;
              };
              /** @description Ignored: the task keeps the upload's metadata. */
              metadata?: {
                [key: string]: unknown;
              };
              /** @description As input.file_id, when there is no input. */
              file_id?: string;
              /** @description As input.key_url, when there is no input. */
              key_url?: string;
              /** @description Second files of this task, by key: each the file_id of another upload of yours (request its link with the task's file, with the same action), which gets no task of its own and costs nothing. The file must be an image that has arrived; an unknown key or a missing or wrong file refuses the request (400, naming the file). Keys by action: colorize: reference; object-remove: mask. */
              companions?: {
                [key: string]: string;
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
                /** @description The uploaded file the task read: its storage key and content type. */
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
     * @description Signed with LEMON_WEBHOOK_SECRET (X-Signature). A body that is not an event, or an order event without a well-formed order (a quantity that is not a whole number from 1 to 100, a user_email that is not an e-mail address), is refused (400); other events are acknowledged and ignored.
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
  schemas: {
    /** @description The settings of Blur image backgrounds (bulk-blur-image-background); omitted ones take their defaults. */
    BackgroundBlurParameters: {
      /**
       * Model
       * @description Both are ISNet. The standard one is half the download and about 1.6 times faster; in our tests their masks agree to 99.6%. Best quality can help on difficult edges.
       * @default quint8
       * @enum {string}
       */
      model: "quint8" | "fp16";
      /**
       * Blur strength
       * @description The blur's radius (a Gaussian's standard deviation) on a photo whose shorter side is 1000 px, proportionally more on larger photos. Around 5 keeps the scene recognisable; 20 and more turns it into soft colour.
       * @default 12
       */
      strength: number;
      /**
       * Edge feathering
       * @description How gradually the sharp subject gives way to the blurred background, in pixels on a photo whose shorter side is 1000 px.
       * @default 3
       */
      feather: number;
      /**
       * Output format
       * @description “Same as input” writes JPEG, PNG, WebP and AVIF back as they came; GIF, BMP, TIFF and JPEG XL become PNG, HEIC becomes JPEG.
       * @default same
       * @enum {string}
       */
      format: "same" | "jpeg" | "png" | "webp" | "avif";
      /**
       * Quality
       * @description For JPEG, WebP and AVIF output: higher keeps more detail in larger files.
       * @default 90
       */
      quality: number;
    };
    /** @description The settings of Blur images (bulk-image-blurring); omitted ones take their defaults. */
    BlurParameters: {
      /**
       * Effect
       * @description A Gaussian blur smooths the image into soft shapes; pixelate turns it into square blocks of one colour each.
       * @default gaussian
       * @enum {string}
       */
      effect: "gaussian" | "pixelate";
      /**
       * Blur radius
       * @description The Gaussian's standard deviation, the value CSS blur() takes. Above about 20 px, text and faces become unreadable.
       * @default 12
       */
      radius: number;
      /**
       * Block size
       * @description Side of each square block.
       * @default 24
       */
      blockSize: number;
      /**
       * Strength on different image sizes
       * @description Relative: the radius or block size is for an image whose shorter side is 1000 px and grows with the image (12 px on a 1000 px photo is 48 px on a 4000 px one), so a mixed batch looks equally blurred. Exact: the same number of pixels on every image.
       * @default relative
       * @enum {string}
       */
      sizing: "relative" | "absolute";
      /**
       * Area
       * @description The region is drawn on the image above and lands in the same place, relative to the size, on every image.
       * @default whole
       * @enum {string}
       */
      area: "whole" | "region" | "outside";
      /**
       * @description The left edge of the region, as a fraction of the image's width from its left side. Used when area is "region" or "outside".
       * @default 0.25
       */
      regionX: number;
      /**
       * @description The top edge of the region, as a fraction of the image's height from its top. Used when area is "region" or "outside".
       * @default 0.25
       */
      regionY: number;
      /**
       * @description The width of the region, as a fraction of the image's width. Used when area is "region" or "outside".
       * @default 0.5
       */
      regionWidth: number;
      /**
       * @description The height of the region, as a fraction of the image's height. Used when area is "region" or "outside".
       * @default 0.5
       */
      regionHeight: number;
      /**
       * Output format
       * @description “Same as input” writes JPEG, PNG, WebP and AVIF back as they came; GIF, BMP, TIFF and JPEG XL become PNG, HEIC becomes JPEG.
       * @default same
       * @enum {string}
       */
      format: "same" | "jpeg" | "png" | "webp" | "avif";
      /**
       * Quality
       * @description For JPEG, WebP and AVIF output: higher keeps more detail in larger files.
       * @default 90
       */
      quality: number;
    };
    /** @description The settings of Colorize photos (bulk-photo-colorizer); omitted ones take their defaults. */
    ColorizeParameters: {
      /**
       * Colour from
       * @description Your hints are clicked on each photo (or set once for every photo). A reference photo lends its colours to every photo of a similar scene; where it matches too little of a photo (under 10 %), skin on confirmed faces and blue in a clear sky colour it instead, as in automatic. Automatic places hints itself where it is sure: skin on confirmed faces, blue in a clear sky, grey elsewhere; a starting point to add hints to. Your hints are used in every mode.
       * @default hints
       * @enum {string}
       */
      mode: "hints" | "reference" | "automatic";
      /**
       * Colour hints
       * @description Colours set at points of the photo, as x,y,#rrggbb separated by ; where x and y are fractions of the photo's width and height from its top-left corner (0.25,0.4,#7a9cc6 is a quarter across and 40 % down). They are used in every mode.
       * @default
       */
      hints: string;
      /**
       * @description The photo whose colours every photo takes in reference mode, as a data: URL of a JPEG, PNG or WebP image; empty for none. A photo's own reference uploaded beside it (photo.reference.jpg) comes first.
       * @default
       */
      reference: string;
      /**
       * Replace existing colour
       * @description Photos that already have colour (faded prints, sepia, colour photos) are left as they are unless this is on; then only their lightness is kept and they are coloured like grey ones.
       * @default false
       */
      replaceColour: boolean;
      /**
       * Output format
       * @description “Same as input” writes JPEG, PNG, WebP and AVIF back as they came; GIF, BMP, TIFF and JPEG XL become PNG, HEIC becomes JPEG.
       * @default same
       * @enum {string}
       */
      format: "same" | "jpeg" | "png" | "webp" | "avif";
      /**
       * Quality
       * @description For JPEG, WebP and AVIF output: higher keeps more detail in larger files.
       * @default 90
       */
      quality: number;
    };
    /** @description The settings of Compress images (bulk-image-compressor); omitted ones take their defaults. */
    CompressParameters: {
      /**
       * Compression mode
       * @description Fixed quality uses one quality for every image. Target visual quality picks each image's quality so it just reaches the chosen similarity to the original. Target file size picks the highest quality that fits under the size.
       * @default quality
       * @enum {string}
       */
      mode: "quality" | "target-quality" | "target-size";
      /**
       * Quality
       * @description For JPEG, WebP, AVIF and JPEG XL output: higher keeps more detail in larger files. 75 suits most photos.
       * @default 75
       */
      quality: number;
      /**
       * Target similarity (SSIM)
       * @description Structural similarity to the original, from 0.90 (visible loss) to 0.995 (hard to tell apart). 0.968 matches quality 75 on average, with smaller files. JPEG here is tuned for SSIM (flat quantisation tables, as cjpeg -tune-ssim), so its quality numbers run about 15 lower for the same similarity.
       * @default 0.968
       */
      targetSsim: number;
      /**
       * Lowest quality to try
       * @description Smooth images can reach the target at very low quality; this keeps skies free of banding.
       * @default 40
       */
      minQuality: number;
      /**
       * Highest quality to try
       * @description Very detailed images would need large files to reach the target; above this quality they stop short of it.
       * @default 85
       */
      maxQuality: number;
      /**
       * Target size
       * @description Each file is made as good as it can be while staying under this size.
       * @default 200
       */
      targetKb: number;
      /**
       * Output format
       * @description “Same as input” writes JPEG, PNG, WebP, AVIF and JPEG XL back as they came; GIF, BMP and TIFF become PNG, HEIC becomes JPEG. Not every browser opens JPEG XL files yet (Safari does; most others do not without a setting), so keep JPEG, WebP or AVIF for pages and messages.
       * @default same
       * @enum {string}
       */
      format: "same" | "jpeg" | "png" | "webp" | "avif" | "jxl";
      /**
       * Lossless JPEG XL
       * @description Exact pixels back when the file is opened. From a JPEG it is usually larger than the JPEG (1.3–3.5× on our test photos): this mode keeps the decoded pixels, it does not repack the JPEG's own data.
       * @default false
       */
      jxlLossless: boolean;
      /**
       * JPEG encoding
       * @description Progressive files are about 2.5% smaller and load in passes, but take twice as long to make. Automatic uses baseline at a fixed quality and progressive in the target modes, where the search takes most of the time anyway.
       * @default auto
       * @enum {string}
       */
      jpegEncoding: "auto" | "baseline" | "progressive";
      /**
       * Reduce PNG colours (lossy)
       * @description Maps the image to a palette of at most the chosen number of colours before OxiPNG; often 60–80% smaller.
       * @default false
       */
      pngLossy: boolean;
      /**
       * PNG colours
       * @description In target modes this is the most the search may use.
       * @default 256
       */
      pngColors: number;
      /**
       * PNG dithering
       * @description Dithering hides banding in gradients with a fine pattern of pixels; none keeps flat areas flat and files smaller.
       * @default floyd-steinberg
       * @enum {string}
       */
      pngDither: "none" | "floyd-steinberg" | "atkinson";
      /**
       * PNG optimisation effort
       * @description OxiPNG level: higher tries more filters for a few percent smaller files, at a much longer run time.
       * @default 2
       */
      pngEffort: number;
      /**
       * Background for transparent areas
       * @description JPEG has no transparency: transparent pixels are laid on this colour.
       * @default #ffffff
       */
      background: string;
      /**
       * Max width
       * @description Larger images are scaled down to fit (never up); 0 means no limit.
       * @default 0
       */
      maxWidth: number;
      /**
       * Max height
       * @description Larger images are scaled down to fit (never up); 0 means no limit.
       * @default 0
       */
      maxHeight: number;
    };
    /** @description The settings of Convert images (bulk-image-converter); omitted ones take their defaults. */
    ConvertParameters: {
      /**
       * Convert to
       * @description PNG is lossless and keeps transparency; JPG opens everywhere but has no transparency; WebP and AVIF are smaller for the web; JPEG XL is smaller still. Not every browser opens JPEG XL files yet (Safari does; most others do not without a setting), so keep JPEG, WebP or AVIF for pages and messages.
       * @default jpeg
       * @enum {string}
       */
      format: "jpeg" | "png" | "webp" | "avif" | "jxl";
      /**
       * Quality
       * @description For JPG, WebP, AVIF and lossy JPEG XL output: higher keeps more detail in larger files.
       * @default 90
       */
      quality: number;
      /**
       * Lossless WebP
       * @description Exact pixels, like PNG, usually in a smaller file; the quality setting then only sets the effort.
       * @default false
       */
      lossless: boolean;
      /**
       * Lossless JPEG XL
       * @description Exact pixels back when the file is opened. From a JPEG it is usually larger than the JPEG (1.3–3.5× on our test photos): this mode keeps the decoded pixels, it does not repack the JPEG's own data.
       * @default false
       */
      jxlLossless: boolean;
      /**
       * Background for transparent areas
       * @description JPG cannot store transparency, so transparent and partly transparent pixels are laid on this colour.
       * @default #ffffff
       */
      background: string;
    };
    /** @description The settings of Crop images (bulk-image-cropper); omitted ones take their defaults. */
    CropParameters: {
      /**
       * Aspect ratio or size
       * @description A ratio keeps each photo's own resolution. Social media and passport sizes are also resized to exactly that many pixels (passport photos at 300 dpi).
       * @default 1:1
       * @enum {string}
       */
      aspect:
        | "free"
        | "1:1"
        | "4:5"
        | "16:9"
        | "3:2"
        | "4:3"
        | "9:16"
        | "passport-eu"
        | "passport-us"
        | "passport-ca"
        | "passport-cn"
        | "instagram-post"
        | "instagram-portrait"
        | "instagram-story"
        | "facebook-cover"
        | "linkedin-banner"
        | "x-header"
        | "youtube-thumbnail";
      /**
       * Crop placement
       * @description Centre takes the largest crop of the ratio from the middle. Crop box uses the box you draw on the image, in the same place on every image. Smart crop looks for the busy, colourful part of each image and centres the crop on it. With the free ratio, the drawn box is used.
       * @default centre
       * @enum {string}
       */
      mode: "centre" | "box" | "smart";
      /**
       * @description The left edge of the crop box, as a fraction of the image's width from its left side. Used when mode is "box" or aspect is "free"; with a ratio, the crop is the largest of that ratio inside the box, on its centre.
       * @default 0
       */
      boxX: number;
      /**
       * @description The top edge of the crop box, as a fraction of the image's height from its top. Used when mode is "box" or aspect is "free"; with a ratio, the crop is the largest of that ratio inside the box, on its centre.
       * @default 0
       */
      boxY: number;
      /**
       * @description The width of the crop box, as a fraction of the image's width. Used when mode is "box" or aspect is "free"; with a ratio, the crop is the largest of that ratio inside the box, on its centre.
       * @default 1
       */
      boxWidth: number;
      /**
       * @description The height of the crop box, as a fraction of the image's height. Used when mode is "box" or aspect is "free"; with a ratio, the crop is the largest of that ratio inside the box, on its centre.
       * @default 1
       */
      boxHeight: number;
      /**
       * Output format
       * @description “Same as input” writes JPEG, PNG, WebP and AVIF back as they came; GIF, BMP, TIFF and JPEG XL become PNG, HEIC becomes JPEG.
       * @default same
       * @enum {string}
       */
      format: "same" | "jpeg" | "png" | "webp" | "avif";
      /**
       * Quality
       * @description For JPEG, WebP and AVIF output: higher keeps more detail in larger files.
       * @default 90
       */
      quality: number;
    };
    /** @description The settings of Estimate face shapes (face-analyzer-score); omitted ones take their defaults. */
    FaceAnalyzeParameters: {
      /**
       * Draw the landmarks
       * @description The 468 points the measurements come from.
       * @default true
       */
      drawMesh: boolean;
      /**
       * Draw the measured lines
       * @description Face length, and forehead, cheekbone, jaw and chin widths.
       * @default true
       */
      drawLines: boolean;
    };
    /** @description The settings of Blur faces (bulk-image-face-blurring); omitted ones take their defaults. */
    FaceBlurParameters: {
      /**
       * Hide faces with
       * @description A blur or large square blocks keep the photo's colours; a solid box covers each face with one colour.
       * @default blur
       * @enum {string}
       */
      method: "blur" | "pixelate" | "box";
      /**
       * Strength
       * @description The blur radius or block size grows with each face, so a small face in the background is hidden as well as a large one. At 100 it is a third of the face.
       * @default 50
       */
      strength: number;
      /**
       * Box colour
       * @description The colour of the boxes over the faces.
       * @default #000000
       */
      color: string;
      /**
       * Margin around each face
       * @description The detector's box runs from brow to chin; the margin, a share of the face's size on each side, takes in hair, ears and jaw.
       * @default 25
       */
      padding: number;
      /**
       * Smallest faces to find
       * @description The detector looks at the photo whole, then in enlarged tiles down to this size. Tiny faces, as in a crowd or an orchestra, take the most time.
       * @default tiny
       * @enum {string}
       */
      smallestFace: "tiny" | "small" | "large";
      /**
       * Sensitivity
       * @description More finds faces turned away or in shadow, and also boxes on things that are not faces; remove those on the photo above.
       * @default balanced
       * @enum {string}
       */
      sensitivity: "fewer" | "balanced" | "more";
      /**
       * Added face boxes
       * @description Places to hide as well as the faces found, such as a face the detector missed, as x,y,width,height in fractions of the image's width and height (x and y from its top-left corner), with ; between boxes.
       * @default
       */
      added: string;
      /**
       * Removed face boxes
       * @description Found faces to leave as they are, as x,y,width,height in fractions of the image's width and height (x and y from its top-left corner), with ; between boxes: a found face is kept when one of these boxes covers much the same place (their overlap at least half of the area the two cover together).
       * @default
       */
      removed: string;
      /**
       * Output format
       * @description “Same as input” writes JPEG, PNG, WebP and AVIF back as they came; GIF, BMP, TIFF and JPEG XL become PNG, HEIC becomes JPEG.
       * @default same
       * @enum {string}
       */
      format: "same" | "jpeg" | "png" | "webp" | "avif";
      /**
       * Quality
       * @description For JPEG, WebP and AVIF output: higher keeps more detail in larger files.
       * @default 90
       */
      quality: number;
    };
    /** @description The settings of Flip and rotate images (bulk-flip-image); omitted ones take their defaults. */
    FlipParameters: {
      /**
       * Flip
       * @description Horizontal mirrors each image left to right; vertical turns it upside down; both does the two, which is a half turn.
       * @default horizontal
       * @enum {string}
       */
      flip: "none" | "horizontal" | "vertical" | "both";
      /**
       * Rotate clockwise
       * @description Applied after the flip. The photo's own EXIF orientation is applied first, so phone photos start upright.
       * @default 0
       * @enum {string}
       */
      rotate: "0" | "90" | "180" | "270";
      /**
       * Output format
       * @description “Same as input” writes JPEG, PNG, WebP and AVIF back as they came; GIF, BMP, TIFF and JPEG XL become PNG, HEIC becomes JPEG.
       * @default same
       * @enum {string}
       */
      format: "same" | "jpeg" | "png" | "webp" | "avif";
      /**
       * Quality
       * @description For JPEG, WebP and AVIF output: higher keeps more detail in larger files.
       * @default 90
       */
      quality: number;
    };
    /** @description The settings of Remove objects (bulk-photo-object-remover); omitted ones take their defaults. */
    ObjectRemoveParameters: {
      /**
       * Marks
       * @description What to fill, one mark after another with ; between them: “remove”, “keep” (pixels the fill may not copy from) or “erase” (takes back earlier marks), then “brush”, “rect” or “lasso”, the brush's diameter as a fraction of the image's shorter side (0 for the others), then x,y points in fractions of the image's width and height from its top-left corner: a brush's path, a rectangle's two opposite corners or a lasso's outline. A mask uploaded beside the photo (photo.mask.png, white where to fill) is applied before the marks.
       * @default
       */
      marks: string;
      /**
       * Grow the marks by
       * @description Widens every mark by this many pixels before filling, so the soft edge, fringe or shadow around an object goes with it. 0 fills exactly what is marked.
       * @default 3
       */
      grow: number;
      /**
       * Output format
       * @description “Same as input” writes JPEG, PNG, WebP and AVIF back as they came; GIF, BMP, TIFF and JPEG XL become PNG, HEIC becomes JPEG.
       * @default same
       * @enum {string}
       */
      format: "same" | "jpeg" | "png" | "webp" | "avif";
      /**
       * Quality
       * @description For JPEG, WebP and AVIF output: higher keeps more detail in larger files.
       * @default 90
       */
      quality: number;
    };
    /** @description The settings of Extract images from PDFs (bulk-pdf-image-extractor); omitted ones take their defaults. */
    PdfExtractImagesParameters: {
      /**
       * Minimum size
       * @description Images narrower or shorter than this are skipped: logos, bullets and rules. Around 100 keeps only real pictures; 0 keeps everything.
       * @default 50
       */
      minSize: number;
      /**
       * Format for images not stored as JPEG
       * @description JPEG images are always saved exactly as stored. The others (Flate, JPEG 2000, CCITT, JBIG2, masks) are decoded and saved in this format: PNG keeps every pixel and transparency; JPG lays transparent areas on white.
       * @default png
       * @enum {string}
       */
      format: "png" | "webp" | "jpeg";
      /**
       * Quality
       * @description For JPEG, WebP and AVIF output: higher keeps more detail in larger files.
       * @default 90
       */
      quality: number;
    };
    /** @description The settings of Convert PDF pages to images (bulk-pdf-to-images-converter); omitted ones take their defaults. */
    PdfToImagesParameters: {
      /**
       * Pages
       * @description Every page of each PDF, or only the page numbers listed.
       * @default all
       * @enum {string}
       */
      pages: "all" | "ranges";
      /**
       * Page numbers
       * @description Pages and ranges such as 1-3,7,10- (10- runs to the last page). The same pages are taken from every PDF.
       * @default 1
       */
      ranges: string;
      /**
       * Size
       * @description A resolution gives each page pixels in proportion to its printed size; a width draws every page the same number of pixels wide.
       * @default dpi
       * @enum {string}
       */
      sizeBy: "dpi" | "width";
      /**
       * Resolution
       * @description 72–96 DPI for thumbnails, 150 for reading on screen (an A4 page becomes 1240 × 1754 pixels), 300 or more for print and OCR.
       * @default 150
       */
      dpi: number;
      /**
       * Maximum width
       * @description Every page is drawn this many pixels wide, its height in proportion.
       * @default 1600
       */
      maxWidth: number;
      /**
       * Format
       * @description PNG keeps text and lines sharp; JPG is smaller for scans and photos and opens everywhere; WebP is small for the web.
       * @default png
       * @enum {string}
       */
      format: "png" | "jpeg" | "webp";
      /**
       * Quality
       * @description For JPEG, WebP and AVIF output: higher keeps more detail in larger files.
       * @default 90
       */
      quality: number;
      /**
       * Background colour
       * @description Pages are laid on this colour where nothing is drawn (most PDFs mean white).
       * @default #ffffff
       */
      background: string;
    };
    /** @description The settings of Make placeholders (bulk-image-placeholder-generator); omitted ones take their defaults. */
    PlaceholderParameters: {
      /**
       * Placeholder sizes
       * @description Width × height in pixels, one per line or separated by commas, such as 1200x630. Up to 10,000 pixels a side and 50 megapixels.
       * @default 1200x630
       *     800x600
       *     1080x1080
       */
      sizes: string;
      /**
       * Background colour
       * @description Fills each placeholder behind its label.
       * @default #cccccc
       */
      background: string;
      /**
       * Text colour
       * @description The colour of the label.
       * @default #555555
       */
      textColor: string;
      /**
       * Label
       * @description {w} and {h} become the width and height. Leave it empty for a plain image.
       * @default {w} × {h}
       */
      label: string;
      /**
       * Font size
       * @description 0 sizes the label to fit the image.
       * @default 0
       */
      fontSize: number;
      /**
       * Placeholder format
       * @description The placeholders' file format; SVG is a small text file that stays sharp at any size.
       * @default png
       * @enum {string}
       */
      format: "png" | "jpeg" | "webp" | "svg";
      /**
       * Quality
       * @description For JPEG, WebP and AVIF output: higher keeps more detail in larger files.
       * @default 90
       */
      quality: number;
      /**
       * Tiny preview image (for your own images)
       * @description A very small copy of each image you drop, as a file and as a data URL in the JSON and CSS.
       * @default true
       */
      tinyImage: boolean;
      /**
       * Tiny preview size
       * @description Its longer side, in pixels.
       * @default 24
       */
      previewSize: number;
      /**
       * Tiny preview format
       * @description The file format of the tiny preview and of its data URL.
       * @default webp
       * @enum {string}
       */
      previewFormat: "webp" | "png" | "jpeg";
      /**
       * BlurHash string
       * @description A short text a page decodes into a blurred picture of the image, in the JSON and under the result.
       * @default true
       */
      blurhash: boolean;
      /**
       * BlurHash detail across
       * @description Components from left to right; more keeps more detail in a longer string.
       * @default 4
       */
      blurhashX: number;
      /**
       * BlurHash detail down
       * @description Components from top to bottom.
       * @default 3
       */
      blurhashY: number;
      /**
       * ThumbHash string
       * @description Like BlurHash, a short text for a blurred picture of the image, which also keeps its transparency and shape.
       * @default true
       */
      thumbhash: boolean;
      /**
       * JSON file per image
       * @description Name, size, dominant colour and the chosen previews, for build scripts and content systems.
       * @default true
       */
      jsonFile: boolean;
      /**
       * CSS file per image
       * @description A class that reserves the image's box and shows its dominant colour and tiny preview while it loads.
       * @default true
       */
      cssFile: boolean;
    };
    /** @description The settings of Make profile pictures (profile-pic-maker); omitted ones take their defaults. */
    ProfilePictureParameters: {
      /**
       * Head size
       * @description How much of the picture's height every head takes, from the top of the head to the chin: the same for the whole batch.
       * @default medium
       * @enum {string}
       */
      headSize: "tight" | "medium" | "loose" | "custom";
      /**
       * Head height
       * @description The head's height, from the top of the head to the chin, as a share of the picture's height.
       * @default 60
       */
      headPercent: number;
      /**
       * Eye line
       * @description How far down the picture the eyes sit, from the top.
       * @default 45
       */
      eyeHeight: number;
      /**
       * Shape
       * @description A circle or rounded square has transparent corners in PNG and WebP; in JPEG they take the fill colour.
       * @default square
       * @enum {string}
       */
      shape: "square" | "circle" | "rounded";
      /**
       * Corner radius
       * @description How round the corners are, as a share of the picture's side.
       * @default 20
       */
      cornerRadius: number;
      /**
       * Size
       * @description Width and height in pixels.
       * @default 512
       * @enum {string}
       */
      size: "400" | "512" | "800" | "1024" | "custom";
      /**
       * Custom size
       * @description The picture's width and height in pixels.
       * @default 600
       */
      customSize: number;
      /**
       * Border ring
       * @description A ring of colour along the picture's edge, inside its shape.
       * @default false
       */
      ring: boolean;
      /**
       * Ring colour
       * @description The colour of the ring.
       * @default #008080
       */
      ringColor: string;
      /**
       * Ring width
       * @description As a share of the picture's size.
       * @default 3
       */
      ringWidth: number;
      /**
       * Background
       * @description A new background is laid behind the person found by the background-removal model (ISNet), run on your device.
       * @default keep
       * @enum {string}
       */
      background: "keep" | "color" | "gradient" | "image";
      /**
       * Background colour
       * @description The colour laid behind the person.
       * @default #dfeef0
       */
      color: string;
      /**
       * Gradient top
       * @description The gradient's colour at the top of the picture.
       * @default #e8f4f5
       */
      gradientTop: string;
      /**
       * Gradient bottom
       * @description The gradient's colour at the bottom of the picture.
       * @default #7fb8bf
       */
      gradientBottom: string;
      /**
       * @description The picture laid behind the person when background is "image", as a data: URL of a JPEG, PNG or WebP image; empty for none. It is scaled to cover the picture and cut to a square around its centre.
       * @default
       */
      backgroundImage: string;
      /**
       * Model
       * @description Both are ISNet. The standard one is half the download and about 1.6 times faster; in our tests their masks agree to 99.6%. Best quality can help on difficult edges.
       * @default quint8
       * @enum {string}
       */
      model: "quint8" | "fp16";
      /**
       * Black and white
       * @description Turns the picture grey; the ring keeps its colour.
       * @default false
       */
      grayscale: boolean;
      /**
       * Fill colour
       * @description Where the frame reaches past the edge of the photo, and a circle's corners in JPEG.
       * @default #ffffff
       */
      fillColor: string;
      /**
       * Output format
       * @description PNG is lossless; WebP is smaller and also keeps transparent corners; JPEG is the most widely accepted.
       * @default png
       * @enum {string}
       */
      format: "png" | "webp" | "jpeg";
      /**
       * Quality
       * @description For JPEG, WebP and AVIF output: higher keeps more detail in larger files.
       * @default 90
       */
      quality: number;
      /** @description The left edge of your own frame for the photo, as a fraction of the image's width from its left side. Give all four to frame the photo yourself: the picture shows the square on the frame's centre as wide as its longer side. Without them the largest face is framed by head size and eye line (a photo without a face by its most detailed square). */
      frameX?: number;
      /** @description The top edge of your own frame for the photo, as a fraction of the image's height from its top. Give all four to frame the photo yourself: the picture shows the square on the frame's centre as wide as its longer side. Without them the largest face is framed by head size and eye line (a photo without a face by its most detailed square). */
      frameY?: number;
      /** @description The width of your own frame for the photo, as a fraction of the image's width. Give all four to frame the photo yourself: the picture shows the square on the frame's centre as wide as its longer side. Without them the largest face is framed by head size and eye line (a photo without a face by its most detailed square). */
      frameWidth?: number;
      /** @description The height of your own frame for the photo, as a fraction of the image's height. Give all four to frame the photo yourself: the picture shows the square on the frame's centre as wide as its longer side. Without them the largest face is framed by head size and eye line (a photo without a face by its most detailed square). */
      frameHeight?: number;
    };
    /** @description The settings of Remove image backgrounds (bulk-image-background-removal); omitted ones take their defaults. */
    RemoveBackgroundParameters: {
      /**
       * Model
       * @description Both are ISNet. The standard one is half the download and about 1.6 times faster; in our tests their masks agree to 99.6%. Best quality can help on difficult edges.
       * @default quint8
       * @enum {string}
       */
      model: "quint8" | "fp16";
      /**
       * Output
       * @description The subject alone on transparency, or laid on a colour or a picture of your choice.
       * @default transparent
       * @enum {string}
       */
      background: "transparent" | "color" | "image";
      /**
       * Background colour
       * @description The colour laid behind the subject.
       * @default #ffffff
       */
      color: string;
      /**
       * @description The picture laid behind the subject when background is "image", as a data: URL of a JPEG, PNG or WebP image; empty for none. It is scaled to cover the result and cut to fit around its centre.
       * @default
       */
      backgroundImage: string;
      /**
       * Edge feathering
       * @description Softens the outline by about this many pixels on a photo whose shorter side is 1000 px (proportionally more on larger photos).
       * @default 1
       */
      feather: number;
      /**
       * Colour decontamination
       * @description Takes the old background's colour out of the subject's soft edges, so no halo of it shows on a new background.
       * @default true
       */
      decontaminate: boolean;
      /**
       * Crop to the subject
       * @description Cuts each result down to the box around the subject, with the padding around it.
       * @default false
       */
      crop: boolean;
      /**
       * Padding around the subject
       * @description On every side, as a share of the subject's longer side.
       * @default 5
       */
      padding: number;
      /**
       * Output format
       * @description Both keep transparency; JPEG cannot.
       * @default png
       * @enum {string}
       */
      transparentFormat: "png" | "webp";
      /**
       * Smallest PNG files
       * @description Compresses each cut-out as tightly as PNG allows (OxiPNG): about a quarter smaller, but seconds more per photo. Otherwise the browser writes it at once.
       * @default false
       */
      smallestPng: boolean;
      /**
       * Output format
       * @description “Same as input” writes JPEG, PNG, WebP and AVIF back as they came; GIF, BMP, TIFF and JPEG XL become PNG, HEIC becomes JPEG.
       * @default same
       * @enum {string}
       */
      format: "same" | "jpeg" | "png" | "webp" | "avif";
      /**
       * Quality
       * @description For JPEG, WebP and AVIF output: higher keeps more detail in larger files.
       * @default 90
       */
      quality: number;
    };
    /** @description The settings of Resize images (bulk-image-resizer); omitted ones take their defaults. */
    ResizeParameters: {
      /**
       * Resize by
       * @description Width or height sets that side and the other follows; width and height fit each image to a box; a percentage scales both sides; longest side sets the longer one.
       * @default width
       * @enum {string}
       */
      mode: "width" | "height" | "both" | "percent" | "longest";
      /**
       * Width
       * @description The height follows the aspect ratio, unless both sides are set.
       * @default 1600
       */
      width: number;
      /**
       * Height
       * @description The width follows the aspect ratio, unless both sides are set.
       * @default 1200
       */
      height: number;
      /**
       * Fit in the box
       * @description Fit keeps the whole image inside the box; fill covers the box and crops the overflow from the centre; stretch ignores the proportions.
       * @default inside
       * @enum {string}
       */
      fit: "inside" | "fill" | "stretch";
      /**
       * Percentage
       * @description Of the original width and height.
       * @default 50
       */
      percent: number;
      /**
       * Longest side
       * @description The longer of width and height gets this size, for mixed portrait and landscape photos.
       * @default 2048
       */
      longest: number;
      /**
       * Allow enlarging
       * @description Off: images already smaller than the target keep their size. Enlarging only makes pixels bigger; it adds no detail.
       * @default false
       */
      enlarge: boolean;
      /**
       * Resampling
       * @description Lanczos3 keeps edges sharp. Linear light is the most accurate on fine patterns and strong edges, and slower. Fast uses the browser's own smoothing.
       * @default lanczos3
       * @enum {string}
       */
      method: "lanczos3" | "lanczos3-linear" | "fast";
      /**
       * Output format
       * @description “Same as input” writes JPEG, PNG, WebP and AVIF back as they came; GIF, BMP, TIFF and JPEG XL become PNG, HEIC becomes JPEG.
       * @default same
       * @enum {string}
       */
      format: "same" | "jpeg" | "png" | "webp" | "avif";
      /**
       * Quality
       * @description For JPEG, WebP and AVIF output: higher keeps more detail in larger files.
       * @default 90
       */
      quality: number;
      /**
       * JPEG encoder
       * @description The browser's encoder is several times faster; MozJPEG makes files a few per cent smaller at the same look.
       * @default browser
       * @enum {string}
       */
      jpegEncoder: "browser" | "mozjpeg";
    };
    /** @description The settings of Summarize books (bulk-book-summarizer); omitted ones take their defaults. */
    SummarizeBookParameters: {
      /**
       * Summaries
       * @description Which summaries are written: one of the whole book, one of each chapter, or both.
       * @default both
       * @enum {string}
       */
      scope: "both" | "chapters" | "overall";
      /**
       * Chapter summary length
       * @description The same number of sentences for every chapter, or a share of each chapter's sentences, so long chapters get longer summaries.
       * @default sentences
       * @enum {string}
       */
      lengthBy: "sentences" | "share";
      /**
       * Sentences per chapter
       * @description How many of its sentences each chapter's summary quotes.
       * @default 3
       */
      sentences: number;
      /**
       * Share of each chapter
       * @description Of the chapter's sentences; at least one.
       * @default 5
       */
      share: number;
      /**
       * Sentences in the whole book's summary
       * @description How many sentences the summary of the whole book quotes, taken from all through the book.
       * @default 12
       */
      overall: number;
    };
    /** @description The settings of Make images transparent (bulk-transparent-image-maker); omitted ones take their defaults. */
    TransparentParameters: {
      /**
       * Colour to remove
       * @description What becomes transparent: the background found from the colours along each image's borders, a colour you pick, or nothing.
       * @default border
       * @enum {string}
       */
      remove: "border" | "color" | "none";
      /**
       * Picked colour
       * @description The colour made transparent when remove is "color"; on the page you pick it on an image.
       * @default #ffffff
       */
      color: string;
      /**
       * Tolerance
       * @description How far a colour may be from the removed one and still go, as a share of the distance from black to white: 0 removes only the exact colour.
       * @default 12
       */
      tolerance: number;
      /**
       * Edge feathering
       * @description Colours up to this much beyond the tolerance become partly transparent, so edges blend instead of looking jagged.
       * @default 8
       */
      feather: number;
      /**
       * Edge smoothing
       * @description Fades the outermost pixels of what is kept over this many pixels, for a smoother outline. 0 turns it off.
       * @default 1
       */
      smoothing: number;
      /**
       * Where to remove it
       * @description Around the subject keeps the same colour inside it, such as white parts of a product photographed on white.
       * @default connected
       * @enum {string}
       */
      region: "connected" | "everywhere";
      /**
       * Make the whole image see-through
       * @description Lowers the opacity of every pixel by the transparency level, after any colour is removed.
       * @default false
       */
      fade: boolean;
      /**
       * Transparency level
       * @description From 1 to 100, how see-through the whole image becomes: every pixel keeps (100 − level)% of its opacity, so 1 barely changes it, 50 halves it and 100 makes it invisible.
       * @default 50
       */
      transparency: number;
      /**
       * Output format
       * @description Both keep transparency; JPEG cannot.
       * @default png
       * @enum {string}
       */
      format: "png" | "webp";
      /**
       * Lossless WebP
       * @description Exact pixels and transparency, usually in a smaller file than PNG; off, the quality decides.
       * @default true
       */
      lossless: boolean;
      /**
       * Quality
       * @description For lossy WebP: higher keeps more detail in larger files.
       * @default 90
       */
      quality: number;
    };
    /** @description The settings of Upscale images (bulk-image-upscaler); omitted ones take their defaults. */
    UpscaleParameters: {
      /**
       * Scale
       * @description Each side is multiplied: 500 × 500 becomes 1000 × 1000, 1500 × 1500 or 2000 × 2000.
       * @default 2
       * @enum {string}
       */
      scale: "2" | "3" | "4";
      /**
       * Model
       * @description Best quality uses a larger ESRGAN network: a 2.7 MB download instead of 0.9 MB, and about three times the time.
       * @default fast
       * @enum {string}
       */
      model: "fast" | "best";
      /**
       * Output format
       * @description “Same as input” writes JPEG, PNG, WebP and AVIF back as they came; GIF, BMP, TIFF and JPEG XL become PNG, HEIC becomes JPEG.
       * @default same
       * @enum {string}
       */
      format: "same" | "jpeg" | "png" | "webp" | "avif";
      /**
       * Quality
       * @description For JPEG, WebP and AVIF output: higher keeps more detail in larger files.
       * @default 90
       */
      quality: number;
    };
  };
  responses: never;
  parameters: never;
  requestBodies: never;
  headers: never;
  pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
