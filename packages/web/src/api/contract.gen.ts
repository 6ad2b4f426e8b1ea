/* Generated from docs/api/openapi.json by `npm run contract`; edit the routes, not this. */
export interface paths {
    "/api/telegram/webhook": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Telegram's updates for the bot (webhook) */
        post: operations["postApiTelegramWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/demo/bot/chats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The demo bot's chats (demo) */
        get: operations["getApiDemoBotChats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/demo/bot/chats/{chatId}/press": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Press an inline button in a demo chat (demo) */
        post: operations["postApiDemoBotChatsChatIdPress"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/demo/bot/chats/{chatId}/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send the bot a message from a demo chat (demo) */
        post: operations["postApiDemoBotChatsChatIdMessages"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/demo/bot/chats/{chatId}/photos": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send the bot photos from a demo chat (demo) */
        post: operations["postApiDemoBotChatsChatIdPhotos"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/demo/bot/files/{fileId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A file the demo bot was sent (demo) */
        get: operations["getApiDemoBotFilesFileId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/demo/bot/chats/{chatId}/inline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Type an inline query in a demo chat (demo) */
        post: operations["postApiDemoBotChatsChatIdInline"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/demo/bot/chats/{chatId}/inline-result": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Choose an inline result in a demo chat (demo) */
        post: operations["postApiDemoBotChatsChatIdInlineResult"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/demo/bot/chats/{chatId}/prepared": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a prepared message from a demo chat (demo) */
        post: operations["postApiDemoBotChatsChatIdPrepared"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/channel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The Telegram channel one's bouquets are posted to */
        get: operations["getApiMeChannel"];
        /** Link a Telegram channel to post one's bouquets to */
        put: operations["putApiMeChannel"];
        post?: never;
        /** Unlink one's Telegram channel */
        delete: operations["deleteApiMeChannel"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/drafts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A bouquet draft begun in the bot chat */
        get: operations["getApiDraftsId"];
        put?: never;
        post?: never;
        /** Discard a bouquet draft begun in the bot chat */
        delete: operations["deleteApiDraftsId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/drafts/{id}/photos/{index}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A photo of a bouquet draft */
        get: operations["getApiDraftsIdPhotosIndex"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/photos/ads/{name}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A bouquet photo as JPEG, for Telegram and old phones */
        get: operations["getApiPhotosAdsName"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ads/{id}/share-message": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Prepare a message to share a bouquet in Telegram */
        post: operations["postApiAdsIdShareMessage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/health/live": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Liveness: the process answers */
        get: operations["getApiHealthLive"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/health/ready": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Readiness: whether the proxy should send this node traffic */
        get: operations["getApiHealthReady"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Health: the node and what it depends on */
        get: operations["getApiHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/public-config": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Settings the web app needs before sign-in */
        get: operations["getApiPublicConfig"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/parse-initdata": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign in with Telegram init data */
        post: operations["postApiParseInitdata"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/role/{userId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A user's role */
        get: operations["getApiUsersRoleUserId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Users (admin) */
        get: operations["getApiUsers"];
        put?: never;
        /** Add a user with a role (admin) */
        post: operations["postApiUsers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Users, page by page (admin) */
        get: operations["getApiUsersPage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/{id}/role": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Change a user's role (admin) */
        post: operations["postApiUsersIdRole"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/{id}/blacklist": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Block or unblock a user (staff) */
        post: operations["postApiUsersIdBlacklist"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a user (admin) */
        delete: operations["deleteApiUsersId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ads": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The catalogue: active bouquets, newest first */
        get: operations["getApiAds"];
        put?: never;
        /** Post a bouquet with photos for moderation */
        post: operations["postApiAds"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ads/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One bouquet */
        get: operations["getApiAdsId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/my-ads": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One's own bouquets */
        get: operations["getApiMyAds"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/my-ads/page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One's own bouquets, page by page */
        get: operations["getApiMyAdsPage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ads/{adId}/admin-delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a bouquet (staff) */
        delete: operations["deleteApiAdsAdIdAdminDelete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ads/{id}/relist": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Put an expired bouquet back on sale */
        post: operations["postApiAdsIdRelist"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ads/{id}/resubmit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Fix a rejected bouquet and send it to moderation again */
        put: operations["putApiAdsIdResubmit"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sellers/{id}/trust": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether a seller is trusted to publish without moderation */
        get: operations["getApiSellersIdTrust"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/trusted-sellers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Trusted sellers (staff) */
        get: operations["getApiStaffTrustedSellers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/trusted-sellers/{id}/revoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Revoke a seller's trust (staff) */
        post: operations["postApiStaffTrustedSellersIdRevoke"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/trusted-sellers/{id}/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Restore a seller's trust (staff) */
        post: operations["postApiStaffTrustedSellersIdRestore"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ads/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Search the catalogue */
        get: operations["getApiAdsSearch"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ads/{id}/edit-request": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Ask staff to approve an edit of one's bouquet */
        post: operations["postApiAdsIdEditRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ads/{id}/delete-request": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Ask staff to delete one's bouquet */
        post: operations["postApiAdsIdDeleteRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ad_edits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List pending edit requests (staff) */
        get: operations["getApiAdEdits"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ad_delete_requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List pending deletion requests (staff) */
        get: operations["getApiAdDeleteRequests"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ad_edits/page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Page through pending edit requests (staff) */
        get: operations["getApiAdEditsPage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ad_delete_requests/page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Page through pending deletion requests (staff) */
        get: operations["getApiAdDeleteRequestsPage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ad_edits/{id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Approve an edit request (staff) */
        post: operations["postApiAdEditsIdApprove"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ad_edits/{id}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reject an edit request (staff) */
        post: operations["postApiAdEditsIdReject"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/moderate/ads": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Bouquets awaiting moderation (staff) */
        get: operations["getApiModerateAds"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/moderate/ads/page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Page through bouquets awaiting moderation (staff) */
        get: operations["getApiModerateAdsPage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/moderation/count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** How many bouquets and requests await moderation (staff) */
        get: operations["getApiModerationCount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/moderate/ads/{id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Approve a bouquet for the catalogue (staff) */
        post: operations["postApiModerateAdsIdApprove"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/moderate/ads/{id}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reject a bouquet with a reason (staff) */
        post: operations["postApiModerateAdsIdReject"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/moderate-ad-cancel-delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Refuse a deletion request (staff) */
        post: operations["postApiModerateAdCancelDelete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tinkoff/pay": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Check out a bouquet: reserve it and open the bank's payment page */
        post: operations["postApiTinkoffPay"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{id}/payment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Pay for an order, or resume its payment */
        post: operations["postApiOrdersIdPayment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tinkoff/notification": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The bank's payment notification (T-Bank webhook) */
        post: operations["postApiTinkoffNotification"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every order (staff) */
        get: operations["getApiOrdersAll"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/all/page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every order, page by page (staff) */
        get: operations["getApiOrdersAllPage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/by-ad/{adId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The order for a bouquet */
        get: operations["getApiOrdersByAdAdId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One order */
        get: operations["getApiOrdersId"];
        /** Change the delivery details of an order (staff) */
        put: operations["putApiOrdersId"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/my-orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One's orders as a buyer */
        get: operations["getApiMyOrders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/moderator/orders/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An order with its money and history (staff) */
        get: operations["getApiModeratorOrdersId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{id}/edit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Change the delivery details of an order (staff) */
        post: operations["postApiOrdersIdEdit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{id}/complete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Complete an order (staff) */
        post: operations["postApiOrdersIdComplete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cancel an order */
        post: operations["postApiOrdersIdCancel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{id}/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Delete an order (staff) */
        post: operations["postApiOrdersIdDelete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{id}/moder-delivered": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mark an order delivered (staff) */
        post: operations["postApiOrdersIdModerDelivered"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{id}/photos/{stage}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a photo of the bouquet at a delivery stage */
        post: operations["postApiOrdersIdPhotosStage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{id}/tracking": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An order's delivery stages */
        get: operations["getApiOrdersIdTracking"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{id}/rating": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Rate the seller of a delivered order */
        put: operations["putApiOrdersIdRating"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sellers/ratings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Sellers' ratings */
        get: operations["getApiSellersRatings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sellers/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A seller's page: rating and bouquets */
        get: operations["getApiSellersId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reviews": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Seller reviews (staff) */
        get: operations["getApiReviews"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reviews/page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Seller reviews, page by page (staff) */
        get: operations["getApiReviewsPage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reviews/{id}/hide": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Hide a review with a reason (staff) */
        post: operations["postApiReviewsIdHide"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reviews/{id}/unhide": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Show a hidden review again (staff) */
        post: operations["postApiReviewsIdUnhide"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{id}/receipt": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Confirm the bouquet arrived (buyer) */
        post: operations["postApiOrdersIdReceipt"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{id}/dispute": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Open a dispute about an order (buyer) */
        post: operations["postApiOrdersIdDispute"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/moderator/orders/{id}/dispute/decision": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Decide a dispute: refund, part or none (staff) */
        post: operations["postApiModeratorOrdersIdDisputeDecision"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/payouts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Seller balances due for payout (admin) */
        get: operations["getApiAdminPayouts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/payouts/register.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Download the payout register as CSV (admin) */
        get: operations["getApiAdminPayoutsRegisterCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/payouts/{sellerId}/card": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reveal a seller's full card number, audited (admin) */
        post: operations["postApiAdminPayoutsSellerIdCard"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/payouts/{sellerId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Record a payout made by hand (admin) */
        post: operations["postApiAdminPayoutsSellerId"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/my-balance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One's balance as a seller */
        get: operations["getApiMyBalance"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/payouts/{sellerId}/bank": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Pay a seller out through the bank (admin) */
        post: operations["postApiAdminPayoutsSellerIdBank"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/my-payout-card": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The card one is paid out to */
        get: operations["getApiMyPayoutCard"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/my-payout-card/binding": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Begin binding a payout card at the bank */
        post: operations["postApiMyPayoutCardBinding"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/my-payout-card/refresh": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Ask the bank again about a card being bound */
        post: operations["postApiMyPayoutCardRefresh"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/reconciliation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The latest reconciliation with the bank (admin) */
        get: operations["getApiAdminReconciliation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/reconciliation/run": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reconcile with the bank now (admin) */
        post: operations["postApiAdminReconciliationRun"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/reconciliation/demo-mismatch": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Plant a mismatch to show reconciliation at work (demo, admin) */
        post: operations["postApiAdminReconciliationDemoMismatch"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/{id}/payment-info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A seller's payout details */
        get: operations["getApiUsersIdPaymentInfo"];
        /** Change one's payout details */
        put: operations["putApiUsersIdPaymentInfo"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/favorites/{userId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The ids of a user's favourite bouquets */
        get: operations["getApiFavoritesUserId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/favorites/{userId}/ads": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A user's favourite bouquets, page by page */
        get: operations["getApiFavoritesUserIdAds"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/favorites": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a bouquet to favourites */
        post: operations["postApiFavorites"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/favorites/{userId}/{adId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove a bouquet from favourites */
        delete: operations["deleteApiFavoritesUserIdAdId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ads/{id}/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A buyer's own thread with the florist, or every thread of the seller's bouquet */
        get: operations["getApiAdsIdMessages"];
        put?: never;
        /** Ask a bouquet's florist, through the bot */
        post: operations["postApiAdsIdMessages"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{id}/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An order's thread between buyer and florist (staff: in a dispute or reported) */
        get: operations["getApiOrdersIdMessages"];
        put?: never;
        /** Write in an order's thread (buyer or florist) */
        post: operations["postApiOrdersIdMessages"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/florist-threads/{id}/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Answer in a thread by its id (buyer or florist) */
        post: operations["postApiFloristThreadsIdMessages"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/florist-threads/{id}/messages/{messageId}/report": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Report the other side's message to staff */
        post: operations["postApiFloristThreadsIdMessagesMessageIdReport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/notifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One's notification settings */
        get: operations["getApiMeNotifications"];
        /** Change one's notification settings */
        put: operations["putApiMeNotifications"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/write-access": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Record that the bot may write to one */
        post: operations["postApiMeWriteAccess"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/client-error-log": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Report an error the web app met */
        post: operations["postApiClientErrorLog"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/address/suggest": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Suggest Moscow addresses as the person types */
        get: operations["getApiAddressSuggest"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/demo/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The demo users to sign in as (demo) */
        get: operations["getApiDemoUsers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/demo/init-data": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign in as a demo user (demo) */
        post: operations["postApiDemoInitData"];
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
export interface operations {
    postApiTelegramWebhook: {
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
                        /** @enum {boolean} */
                        ok: true;
                    };
                };
            };
            /** @description Refused: why, in Russian, for the person to read */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description Failed: a message without details */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    getApiDemoBotChats: {
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
                        chat_id: string;
                        /** @enum {string} */
                        type: "private" | "group" | "channel";
                        title: string;
                        messages: {
                            message_id: number;
                            date: number;
                            from: "bot" | string;
                            text: string | null;
                            photo_url: string | null;
                            caption: string | null;
                            reply_markup: {
                                text: string;
                                callback_data?: string;
                                url?: string;
                                web_app?: {
                                    url: string;
                                };
                            }[][];
                            reply_to_message_id: number | null;
                            edited: boolean;
                        }[];
                    }[];
                };
            };
            /** @description Refused: why, in Russian, for the person to read */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description Failed: a message without details */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    postApiDemoBotChatsChatIdPress: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                chatId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    from_user_id: string;
                    message_id: number;
                    callback_data: string;
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
                        callback_answer: string | null;
                    };
                };
            };
            /** @description Refused: why, in Russian, for the person to read */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description Failed: a message without details */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    postApiDemoBotChatsChatIdMessages: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                chatId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    from_user_id: string;
                    text: string;
                    reply_to_message_id?: number | null;
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
                        callback_answer: string | null;
                    };
                };
            };
            /** @description Refused: why, in Russian, for the person to read */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description Failed: a message without details */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    postApiDemoBotChatsChatIdPhotos: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                chatId: string;
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
                        callback_answer: string | null;
                    };
                };
            };
            /** @description Refused: why, in Russian, for the person to read */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description Failed: a message without details */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    getApiDemoBotFilesFileId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                fileId: string;
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
                    "image/jpeg": string;
                };
            };
            /** @description Refused: why, in Russian, for the person to read */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description Failed: a message without details */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    postApiDemoBotChatsChatIdInline: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                chatId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    from_user_id: string;
                    query: string;
                    offset?: string;
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
                        query_id: string;
                        results: {
                            id: string;
                            title: string | null;
                            description: string | null;
                            thumbnail_url: string | null;
                        }[];
                        next_offset: string;
                    };
                };
            };
            /** @description Refused: why, in Russian, for the person to read */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description Failed: a message without details */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    postApiDemoBotChatsChatIdInlineResult: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                chatId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    from_user_id: string;
                    query_id: string;
                    result_id: string;
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
                        callback_answer: string | null;
                    };
                };
            };
            /** @description Refused: why, in Russian, for the person to read */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description Failed: a message without details */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    postApiDemoBotChatsChatIdPrepared: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                chatId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    from_user_id: string;
                    prepared_message_id: string;
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
                        callback_answer: string | null;
                    };
                };
            };
            /** @description Refused: why, in Russian, for the person to read */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description Failed: a message without details */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    getApiMeChannel: {
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
                        channel: {
                            title: string;
                            username: string | null;
                        } | null;
                    };
                };
            };
            /** @description Refused: why, in Russian, for the person to read */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description Failed: a message without details */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    putApiMeChannel: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    channel: string;
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
                        channel: {
                            title: string;
                            username: string | null;
                        } | null;
                    };
                };
            };
            /** @description Refused: why, in Russian, for the person to read */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description Failed: a message without details */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    deleteApiMeChannel: {
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
                        channel: {
                            title: string;
                            username: string | null;
                        } | null;
                    };
                };
            };
            /** @description Refused: why, in Russian, for the person to read */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description Failed: a message without details */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    getApiDraftsId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
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
                        id: string;
                        title: string;
                        description: string | null;
                        price: number | null;
                        photos: {
                            card: string;
                            gallery: string;
                            file: string;
                        }[];
                        expires_at: string;
                    };
                };
            };
            /** @description Refused: why, in Russian, for the person to read */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description Failed: a message without details */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    deleteApiDraftsId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
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
                        /** @enum {boolean} */
                        ok: true;
                    };
                };
            };
            /** @description Refused: why, in Russian, for the person to read */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description Failed: a message without details */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    getApiDraftsIdPhotosIndex: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                index: number;
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
                    "image/webp": string;
                };
            };
            /** @description Refused: why, in Russian, for the person to read */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description Failed: a message without details */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    getApiPhotosAdsName: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                name: string;
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
                    "image/jpeg": string;
                };
            };
            /** @description Refused: why, in Russian, for the person to read */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description Failed: a message without details */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    postApiAdsIdShareMessage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
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
                        prepared_message_id: string;
                    };
                };
            };
            /** @description Refused: why, in Russian, for the person to read */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description Failed: a message without details */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    getApiHealthLive: {
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
                        /** @enum {boolean} */
                        ok: true;
                    };
                };
            };
            /** @description Refused: why, in Russian, for the person to read */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description Failed: a message without details */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    getApiHealthReady: {
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
                        ok: boolean;
                        checks: {
                            /** @enum {string} */
                            database?: "ok" | "fail";
                            /** @enum {string} */
                            redis?: "ok" | "fail";
                            /** @enum {string} */
                            storage?: "ok" | "fail";
                        };
                        degraded?: ("database" | "redis" | "storage")[];
                    };
                };
            };
            /** @description Refused: why, in Russian, for the person to read */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description Failed: a message without details */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    getApiHealth: {
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
                        ok: boolean;
                        checks: {
                            /** @enum {string} */
                            database?: "ok" | "fail";
                            /** @enum {string} */
                            redis?: "ok" | "fail";
                            /** @enum {string} */
                            storage?: "ok" | "fail";
                        };
                        degraded?: ("database" | "redis" | "storage")[];
                    };
                };
            };
            /** @description Refused: why, in Russian, for the person to read */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description Failed: a message without details */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    getApiPublicConfig: {
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
                        demo: boolean;
                        supportUrl: string;
                        offerPath: string;
                        bot: {
                            username: string;
                            appShortName: string;
                        } | null;
                        operator: {
                            name: string;
                            inn: string;
                            ogrn: string;
                            address: string;
                            email: string;
                            phone: string;
                        };
                    };
                };
            };
            /** @description Refused: why, in Russian, for the person to read */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description Failed: a message without details */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    postApiParseInitdata: {
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
                        userId: string;
                        username: string | null;
                    };
                };
            };
            /** @description Refused: why, in Russian, for the person to read */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description Failed: a message without details */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    getApiUsersRoleUserId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                userId: number;
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
                        /** @enum {string} */
                        role: "user" | "moderator" | "admin";
                    };
                };
            };
            /** @description Refused: why, in Russian, for the person to read */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description Failed: a message without details */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    getApiUsers: {
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
                        user_id: string;
                        username: string | null;
                        /** @enum {string} */
                        role: "user" | "moderator" | "admin";
                        blacklist: boolean;
                        first_name: string | null;
                        last_name: string | null;
                        photo_url: string | null;
                        super_admin?: boolean;
                    }[];
                };
            };
            /** @description Refused: why, in Russian, for the person to read */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description Failed: a message without details */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    postApiUsers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    user_id: string | number;
                    username: string;
                    /** @enum {string} */
                    role?: "user" | "moderator" | "admin";
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
                        user_id: string;
                        username: string | null;
                        /** @enum {string} */
                        role: "user" | "moderator" | "admin";
                        blacklist: boolean;
                        first_name: string | null;
                        last_name: string | null;
                        photo_url: string | null;
                        super_admin?: boolean;
                    };
                };
            };
            /** @description Refused: why, in Russian, for the person to read */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description Failed: a message without details */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    getApiUsersPage: {
        parameters: {
            query?: {
                cursor?: string;
                q?: string;
                role?: "all" | "user" | "moderator" | "admin";
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
                        users: {
                            user_id: string;
                            username: string | null;
                            /** @enum {string} */
                            role: "user" | "moderator" | "admin";
                            blacklist: boolean;
                            first_name: string | null;
                            last_name: string | null;
                            photo_url: string | null;
                            super_admin?: boolean;
                        }[];
                        next_cursor: string | null;
                        counts: {
                            all: number;
                            admin: number;
                            moderator: number;
                            user: number;
                        };
                    };
                };
            };
            /** @description Refused: why, in Russian, for the person to read */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description Failed: a message without details */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    postApiUsersIdRole: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    role: "user" | "moderator" | "admin";
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
                        user_id: string;
                        username: string | null;
                        /** @enum {string} */
                        role: "user" | "moderator" | "admin";
                        blacklist: boolean;
                        first_name: string | null;
                        last_name: string | null;
                        photo_url: string | null;
                        super_admin?: boolean;
                    };
                };
            };
            /** @description Refused: why, in Russian, for the person to read */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description Failed: a message without details */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    postApiUsersIdBlacklist: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    blacklist: boolean;
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
                        user_id: string;
                        username: string | null;
                        /** @enum {string} */
                        role: "user" | "moderator" | "admin";
                        blacklist: boolean;
                        first_name: string | null;
                        last_name: string | null;
                        photo_url: string | null;
                        super_admin?: boolean;
                    };
                };
            };
            /** @description Refused: why, in Russian, for the person to read */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description Failed: a message without details */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    deleteApiUsersId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
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
                        /** @enum {boolean} */
                        ok: true;
                    };
                };
            };
            /** @description Refused: why, in Russian, for the person to read */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description Failed: a message without details */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    getApiAds: {
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
                        id: number;
                        title: string;
                        description: string | null;
                        price: number;
                        original_price: number;
                        address: string;
                        phone: string;
                        /** @enum {string} */
                        status: "new" | "edited" | "reserved" | "edit_pending" | "edit_rejected" | "delete_pending" | "delete" | "delete_admin" | "delete_rejected" | "completed" | "expired" | "cancel" | "wait_moder";
                        /** Format: date-time */
                        created_at: string;
                        username: string | null;
                        user_id: string;
                        image_urls: string[];
                        photos?: {
                            card: string;
                            gallery: string;
                        }[];
                        reject_reason?: string | null;
                        reserved_until?: string | null;
                        your_hold?: {
                            order_id: number;
                            /** Format: date-time */
                            pay_until: string;
                        };
                        /** @enum {boolean} */
                        seller_trusted?: true;
                        relisted_as?: number;
                        stats?: {
                            views: number;
                            favorites: number;
                            orders: number;
                        };
                    }[];
                };
            };
            /** @description Refused: why, in Russian, for the person to read */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description Failed: a message without details */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    postApiAds: {
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
                        id: number;
                        title: string;
                        description: string | null;
                        price: number;
                        original_price: number;
                        address: string;
                        phone: string;
                        /** @enum {string} */
                        status: "new" | "edited" | "reserved" | "edit_pending" | "edit_rejected" | "delete_pending" | "delete" | "delete_admin" | "delete_rejected" | "completed" | "expired" | "cancel" | "wait_moder";
                        /** Format: date-time */
                        created_at: string;
                        username: string | null;
                        user_id: string;
                        image_urls: string[];
                        photos?: {
                            card: string;
                            gallery: string;
                        }[];
                        reject_reason?: string | null;
                        reserved_until?: string | null;
                        your_hold?: {
                            order_id: number;
                            /** Format: date-time */
                            pay_until: string;
                        };
                        /** @enum {boolean} */
                        seller_trusted?: true;
                        relisted_as?: number;
                        stats?: {
                            views: number;
                            favorites: number;
                            orders: number;
                        };
                    };
                };
            };
            /** @description Refused: why, in Russian, for the person to read */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description Failed: a message without details */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    getApiAdsId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
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
                        id: number;
                        title: string;
                        description: string | null;
                        price: number;
                        original_price: number;
                        address: string;
                        phone: string;
                        /** @enum {string} */
                        status: "new" | "edited" | "reserved" | "edit_pending" | "edit_rejected" | "delete_pending" | "delete" | "delete_admin" | "delete_rejected" | "completed" | "expired" | "cancel" | "wait_moder";
                        /** Format: date-time */
                        created_at: string;
                        username: string | null;
                        user_id: string;
                        image_urls: string[];
                        photos?: {
                            card: string;
                            gallery: string;
                        }[];
                        reject_reason?: string | null;
                        reserved_until?: string | null;
                        your_hold?: {
                            order_id: number;
                            /** Format: date-time */
                            pay_until: string;
                        };
                        /** @enum {boolean} */
                        seller_trusted?: true;
                        relisted_as?: number;
                        stats?: {
                            views: number;
                            favorites: number;
                            orders: number;
                        };
                    };
                };
            };
            /** @description Refused: why, in Russian, for the person to read */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description Failed: a message without details */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    getApiMyAds: {
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
                        id: number;
                        title: string;
                        description: string | null;
                        price: number;
                        original_price: number;
                        address: string;
                        phone: string;
                        /** @enum {string} */
                        status: "new" | "edited" | "reserved" | "edit_pending" | "edit_rejected" | "delete_pending" | "delete" | "delete_admin" | "delete_rejected" | "completed" | "expired" | "cancel" | "wait_moder";
                        /** Format: date-time */
                        created_at: string;
                        username: string | null;
                        user_id: string;
                        image_urls: string[];
                        photos?: {
                            card: string;
                            gallery: string;
                        }[];
                        reject_reason?: string | null;
                        reserved_until?: string | null;
                        your_hold?: {
                            order_id: number;
                            /** Format: date-time */
                            pay_until: string;
                        };
                        /** @enum {boolean} */
                        seller_trusted?: true;
                        relisted_as?: number;
                        stats?: {
                            views: number;
                            favorites: number;
                            orders: number;
                        };
                    }[];
                };
            };
            /** @description Refused: why, in Russian, for the person to read */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description Failed: a message without details */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    getApiMyAdsPage: {
        parameters: {
            query?: {
                group?: "all" | "active" | "moderation" | "archive";
                cursor?: string;
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
                        ads: {
                            id: number;
                            title: string;
                            description: string | null;
                            price: number;
                            original_price: number;
                            address: string;
                            phone: string;
                            /** @enum {string} */
                            status: "new" | "edited" | "reserved" | "edit_pending" | "edit_rejected" | "delete_pending" | "delete" | "delete_admin" | "delete_rejected" | "completed" | "expired" | "cancel" | "wait_moder";
                            /** Format: date-time */
                            created_at: string;
                            username: string | null;
                            user_id: string;
                            image_urls: string[];
                            photos?: {
                                card: string;
                                gallery: string;
                            }[];
                            reject_reason?: string | null;
                            reserved_until?: string | null;
                            your_hold?: {
                                order_id: number;
                                /** Format: date-time */
                                pay_until: string;
                            };
                            /** @enum {boolean} */
                            seller_trusted?: true;
                            relisted_as?: number;
                            stats?: {
                                views: number;
                                favorites: number;
                                orders: number;
                            };
                        }[];
                        next_cursor: string | null;
                        counts: {
                            all: number;
                            active: number;
                            moderation: number;
                            archive: number;
                        };
                    };
                };
            };
            /** @description Refused: why, in Russian, for the person to read */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description Failed: a message without details */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    deleteApiAdsAdIdAdminDelete: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                adId: number;
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
                        id: number;
                        title: string;
                        description: string | null;
                        price: number;
                        original_price: number;
                        address: string;
                        phone: string;
                        /** @enum {string} */
                        status: "new" | "edited" | "reserved" | "edit_pending" | "edit_rejected" | "delete_pending" | "delete" | "delete_admin" | "delete_rejected" | "completed" | "expired" | "cancel" | "wait_moder";
                        /** Format: date-time */
                        created_at: string;
                        username: string | null;
                        user_id: string;
                        image_urls: string[];
                        photos?: {
                            card: string;
                            gallery: string;
                        }[];
                        reject_reason?: string | null;
                        reserved_until?: string | null;
                        your_hold?: {
                            order_id: number;
                            /** Format: date-time */
                            pay_until: string;
                        };
                        /** @enum {boolean} */
                        seller_trusted?: true;
                        relisted_as?: number;
                        stats?: {
                            views: number;
                            favorites: number;
                            orders: number;
                        };
                    };
                };
            };
            /** @description Refused: why, in Russian, for the person to read */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description Failed: a message without details */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    postApiAdsIdRelist: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
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
                        id: number;
                        title: string;
                        description: string | null;
                        price: number;
                        original_price: number;
                        address: string;
                        phone: string;
                        /** @enum {string} */
                        status: "new" | "edited" | "reserved" | "edit_pending" | "edit_rejected" | "delete_pending" | "delete" | "delete_admin" | "delete_rejected" | "completed" | "expired" | "cancel" | "wait_moder";
                        /** Format: date-time */
                        created_at: string;
                        username: string | null;
                        user_id: string;
                        image_urls: string[];
                        photos?: {
                            card: string;
                            gallery: string;
                        }[];
                        reject_reason?: string | null;
                        reserved_until?: string | null;
                        your_hold?: {
                            order_id: number;
                            /** Format: date-time */
                            pay_until: string;
                        };
                        /** @enum {boolean} */
                        seller_trusted?: true;
                        relisted_as?: number;
                        stats?: {
                            views: number;
                            favorites: number;
                            orders: number;
                        };
                    };
                };
            };
            /** @description Refused: why, in Russian, for the person to read */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description Failed: a message without details */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    putApiAdsIdResubmit: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
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
                        id: number;
                        title: string;
                        description: string | null;
                        price: number;
                        original_price: number;
                        address: string;
                        phone: string;
                        /** @enum {string} */
                        status: "new" | "edited" | "reserved" | "edit_pending" | "edit_rejected" | "delete_pending" | "delete" | "delete_admin" | "delete_rejected" | "completed" | "expired" | "cancel" | "wait_moder";
                        /** Format: date-time */
                        created_at: string;
                        username: string | null;
                        user_id: string;
                        image_urls: string[];
                        photos?: {
                            card: string;
                            gallery: string;
                        }[];
                        reject_reason?: string | null;
                        reserved_until?: string | null;
                        your_hold?: {
                            order_id: number;
                            /** Format: date-time */
                            pay_until: string;
                        };
                        /** @enum {boolean} */
                        seller_trusted?: true;
                        relisted_as?: number;
                        stats?: {
                            views: number;
                            favorites: number;
                            orders: number;
                        };
                    };
                };
            };
            /** @description Refused: why, in Russian, for the person to read */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description Failed: a message without details */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    getApiSellersIdTrust: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string | number;
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
                        trusted: boolean;
                    };
                };
            };
            /** @description Refused: why, in Russian, for the person to read */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description Failed: a message without details */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    getApiStaffTrustedSellers: {
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
                        seller_id: string;
                        username: string | null;
                        delivered_orders: number;
                        rating: number | null;
                        disputes_lost: number;
                        trusted: boolean;
                        revoked: boolean;
                    }[];
                };
            };
            /** @description Refused: why, in Russian, for the person to read */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description Failed: a message without details */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    postApiStaffTrustedSellersIdRevoke: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string | number;
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
                        seller_id: string;
                        username: string | null;
                        delivered_orders: number;
                        rating: number | null;
                        disputes_lost: number;
                        trusted: boolean;
                        revoked: boolean;
                    };
                };
            };
            /** @description Refused: why, in Russian, for the person to read */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description Failed: a message without details */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    postApiStaffTrustedSellersIdRestore: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string | number;
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
                        seller_id: string;
                        username: string | null;
                        delivered_orders: number;
                        rating: number | null;
                        disputes_lost: number;
                        trusted: boolean;
                        revoked: boolean;
                    };
                };
            };
            /** @description Refused: why, in Russian, for the person to read */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description Failed: a message without details */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    getApiAdsSearch: {
        parameters: {
            query?: {
                q?: string;
                priceMin?: string;
                priceMax?: string;
                sort?: "relevant" | "new" | "cheap" | "dear";
                cursor?: string;
                limit?: string;
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
                        ads: {
                            id: number;
                            title: string;
                            description: string | null;
                            price: number;
                            original_price: number;
                            address: string;
                            phone: string;
                            /** @enum {string} */
                            status: "new" | "edited" | "reserved" | "edit_pending" | "edit_rejected" | "delete_pending" | "delete" | "delete_admin" | "delete_rejected" | "completed" | "expired" | "cancel" | "wait_moder";
                            /** Format: date-time */
                            created_at: string;
                            username: string | null;
                            user_id: string;
                            image_urls: string[];
                            photos?: {
                                card: string;
                                gallery: string;
                            }[];
                            reject_reason?: string | null;
                            reserved_until?: string | null;
                            your_hold?: {
                                order_id: number;
                                /** Format: date-time */
                                pay_until: string;
                            };
                            /** @enum {boolean} */
                            seller_trusted?: true;
                            relisted_as?: number;
                            stats?: {
                                views: number;
                                favorites: number;
                                orders: number;
                            };
                        }[];
                        next_cursor: string | null;
                        corrected_q: string | null;
                    };
                };
            };
            /** @description Refused: why, in Russian, for the person to read */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description Failed: a message without details */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    postApiAdsIdEditRequest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    title: string;
                    price: string | number;
                    description?: string | null;
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
                        /** @enum {boolean} */
                        ok: true;
                    };
                };
            };
            /** @description Refused: why, in Russian, for the person to read */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description Failed: a message without details */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    postApiAdsIdDeleteRequest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
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
                        /** @enum {boolean} */
                        ok: true;
                    };
                };
            };
            /** @description Refused: why, in Russian, for the person to read */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description Failed: a message without details */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    getApiAdEdits: {
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
                        id: number;
                        ad_id: number;
                        /** @enum {string} */
                        type: "edit" | "delete";
                        new_title: string | null;
                        new_price: number | null;
                        new_description: string | null;
                        approved: boolean | null;
                        username: string | null;
                        user_id: string;
                        title?: string;
                        price?: number;
                        original_price?: number;
                        description?: string | null;
                        image_urls?: string[];
                    }[];
                };
            };
            /** @description Refused: why, in Russian, for the person to read */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description Failed: a message without details */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    getApiAdDeleteRequests: {
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
                        id: number;
                        ad_id: number;
                        username: string | null;
                        user_id: string;
                        title: string;
                        price: number;
                        image_urls: string[];
                    }[];
                };
            };
            /** @description Refused: why, in Russian, for the person to read */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description Failed: a message without details */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    getApiAdEditsPage: {
        parameters: {
            query?: {
                cursor?: string;
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
                        requests: {
                            id: number;
                            ad_id: number;
                            /** @enum {string} */
                            type: "edit" | "delete";
                            new_title: string | null;
                            new_price: number | null;
                            new_description: string | null;
                            approved: boolean | null;
                            username: string | null;
                            user_id: string;
                            title?: string;
                            price?: number;
                            original_price?: number;
                            description?: string | null;
                            image_urls?: string[];
                        }[];
                        next_cursor: string | null;
                    };
                };
            };
            /** @description Refused: why, in Russian, for the person to read */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description Failed: a message without details */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    getApiAdDeleteRequestsPage: {
        parameters: {
            query?: {
                cursor?: string;
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
                        requests: {
                            id: number;
                            ad_id: number;
                            username: string | null;
                            user_id: string;
                            title: string;
                            price: number;
                            image_urls: string[];
                        }[];
                        next_cursor: string | null;
                    };
                };
            };
            /** @description Refused: why, in Russian, for the person to read */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description Failed: a message without details */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    postApiAdEditsIdApprove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    ad_id?: number;
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
                        /** @enum {boolean} */
                        ok: true;
                    };
                };
            };
            /** @description Refused: why, in Russian, for the person to read */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description Failed: a message without details */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    postApiAdEditsIdReject: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
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
                        /** @enum {boolean} */
                        ok: true;
                    };
                };
            };
            /** @description Refused: why, in Russian, for the person to read */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description Failed: a message without details */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    getApiModerateAds: {
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
                        id: number;
                        title: string;
                        description: string | null;
                        price: number;
                        original_price: number;
                        address: string;
                        phone: string;
                        /** @enum {string} */
                        status: "new" | "edited" | "reserved" | "edit_pending" | "edit_rejected" | "delete_pending" | "delete" | "delete_admin" | "delete_rejected" | "completed" | "expired" | "cancel" | "wait_moder";
                        /** Format: date-time */
                        created_at: string;
                        username: string | null;
                        user_id: string;
                        image_urls: string[];
                        photos?: {
                            card: string;
                            gallery: string;
                        }[];
                        reject_reason?: string | null;
                        reserved_until?: string | null;
                        your_hold?: {
                            order_id: number;
                            /** Format: date-time */
                            pay_until: string;
                        };
                        /** @enum {boolean} */
                        seller_trusted?: true;
                        relisted_as?: number;
                        stats?: {
                            views: number;
                            favorites: number;
                            orders: number;
                        };
                    }[];
                };
            };
            /** @description Refused: why, in Russian, for the person to read */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description Failed: a message without details */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    getApiModerateAdsPage: {
        parameters: {
            query?: {
                cursor?: string;
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
                        ads: {
                            id: number;
                            title: string;
                            description: string | null;
                            price: number;
                            original_price: number;
                            address: string;
                            phone: string;
                            /** @enum {string} */
                            status: "new" | "edited" | "reserved" | "edit_pending" | "edit_rejected" | "delete_pending" | "delete" | "delete_admin" | "delete_rejected" | "completed" | "expired" | "cancel" | "wait_moder";
                            /** Format: date-time */
                            created_at: string;
                            username: string | null;
                            user_id: string;
                            image_urls: string[];
                            photos?: {
                                card: string;
                                gallery: string;
                            }[];
                            reject_reason?: string | null;
                            reserved_until?: string | null;
                            your_hold?: {
                                order_id: number;
                                /** Format: date-time */
                                pay_until: string;
                            };
                            /** @enum {boolean} */
                            seller_trusted?: true;
                            relisted_as?: number;
                            stats?: {
                                views: number;
                                favorites: number;
                                orders: number;
                            };
                        }[];
                        next_cursor: string | null;
                        total: number;
                    };
                };
            };
            /** @description Refused: why, in Russian, for the person to read */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description Failed: a message without details */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    getApiModerationCount: {
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
                        count: number;
                        queues?: {
                            edit_requests: number;
                            delete_requests: number;
                            ad_moderation: number;
                        };
                    };
                };
            };
            /** @description Refused: why, in Russian, for the person to read */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description Failed: a message without details */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    postApiModerateAdsIdApprove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
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
                        /** @enum {boolean} */
                        ok: true;
                    };
                };
            };
            /** @description Refused: why, in Russian, for the person to read */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description Failed: a message without details */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    postApiModerateAdsIdReject: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reason: string;
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
                        /** @enum {boolean} */
                        ok: true;
                    };
                };
            };
            /** @description Refused: why, in Russian, for the person to read */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description Failed: a message without details */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    postApiModerateAdCancelDelete: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    ad_id: number;
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
                        /** @enum {boolean} */
                        ok: true;
                    };
                };
            };
            /** @description Refused: why, in Russian, for the person to read */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description Failed: a message without details */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    postApiTinkoffPay: {
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
                    address: string;
                    phone: string;
                    email?: string | null;
                    comment?: string | null;
                    delivery_date?: string | null;
                    delivery_slot?: ("08-10" | "10-12" | "12-14" | "14-16" | "16-18" | "18-20" | "20-22" | "") | null;
                    recipient_is_other?: boolean | null;
                    recipient_name?: string | null;
                    recipient_phone?: string | null;
                    card_message?: string | null;
                    adId: number;
                    buyer_user_id?: string | number | null;
                    amount?: number | string | null;
                    description?: string | null;
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
                        paymentUrl: string;
                    };
                };
            };
            /** @description Refused: why, in Russian, for the person to read */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description Failed: a message without details */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    postApiOrdersIdPayment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
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
                        paymentUrl: string;
                    };
                };
            };
            /** @description Refused: why, in Russian, for the person to read */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description Failed: a message without details */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    postApiTinkoffNotification: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    [key: string]: unknown;
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
                    "text/plain": string;
                };
            };
            /** @description Refused: why, in Russian, for the person to read */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description Failed: a message without details */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    getApiOrdersAll: {
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
                        id: number;
                        order_number: string;
                        ad_id?: number | null;
                        status: string;
                        title: string;
                        comment: string | null;
                        price: number;
                        original_price: number;
                        address: string | null;
                        /** Format: date-time */
                        created_at: string;
                        cancelled_at: string | null;
                        cancel_reason: string | null;
                        cancellation_reason?: string | null;
                        reason?: string | null;
                        preview_image: string | null;
                        image_urls: string[];
                        photos: {
                            chat?: string;
                            delivery_call?: string;
                            delivery?: string;
                        };
                        seller_username: string | null;
                        seller_user_id: string;
                        seller_id?: string;
                        seller_address: string | null;
                        seller_phone: string | null;
                        buyer_name: string | null;
                        buyer_username: string | null;
                        buyer_user_id: string;
                        buyer_id?: string;
                        buyer_phone: string | null;
                        buyer_address: string | null;
                        buyer_email: string | null;
                        status_label?: string;
                        delivery_date?: string | null;
                        delivery_slot?: string | null;
                        delivery_when?: string | null;
                        recipient_name?: string | null;
                        recipient_phone?: string | null;
                        card_message?: string | null;
                        pay_until?: string | null;
                        safe_deal?: {
                            /** @enum {string} */
                            state: "held" | "captured" | "released" | "refunded" | "partially_refunded";
                            state_label: string;
                            /** @enum {string} */
                            pay_type: "O" | "T";
                            held_kopecks: number;
                            captured_kopecks: number;
                            refunded_kopecks: number;
                            hold_deadline: string;
                            confirm_by: string | null;
                            buyer_confirmed_at: string | null;
                            awaiting_buyer: boolean;
                            dispute: {
                                id: number;
                                text: string;
                                photos: string[];
                                created_at: string;
                                decision: ("capture" | "partial_refund" | "release") | null;
                                decision_label: string | null;
                                refund_kopecks: number | null;
                            } | null;
                        } | null;
                    }[];
                };
            };
            /** @description Refused: why, in Russian, for the person to read */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description Failed: a message without details */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    getApiOrdersAllPage: {
        parameters: {
            query?: {
                cursor?: string;
                tab?: "all" | "open" | "completed" | "cancelled";
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
                        orders: {
                            id: number;
                            order_number: string;
                            ad_id?: number | null;
                            status: string;
                            title: string;
                            comment: string | null;
                            price: number;
                            original_price: number;
                            address: string | null;
                            /** Format: date-time */
                            created_at: string;
                            cancelled_at: string | null;
                            cancel_reason: string | null;
                            cancellation_reason?: string | null;
                            reason?: string | null;
                            preview_image: string | null;
                            image_urls: string[];
                            photos: {
                                chat?: string;
                                delivery_call?: string;
                                delivery?: string;
                            };
                            seller_username: string | null;
                            seller_user_id: string;
                            seller_id?: string;
                            seller_address: string | null;
                            seller_phone: string | null;
                            buyer_name: string | null;
                            buyer_username: string | null;
                            buyer_user_id: string;
                            buyer_id?: string;
                            buyer_phone: string | null;
                            buyer_address: string | null;
                            buyer_email: string | null;
                            status_label?: string;
                            delivery_date?: string | null;
                            delivery_slot?: string | null;
                            delivery_when?: string | null;
                            recipient_name?: string | null;
                            recipient_phone?: string | null;
                            card_message?: string | null;
                            pay_until?: string | null;
                            safe_deal?: {
                                /** @enum {string} */
                                state: "held" | "captured" | "released" | "refunded" | "partially_refunded";
                                state_label: string;
                                /** @enum {string} */
                                pay_type: "O" | "T";
                                held_kopecks: number;
                                captured_kopecks: number;
                                refunded_kopecks: number;
                                hold_deadline: string;
                                confirm_by: string | null;
                                buyer_confirmed_at: string | null;
                                awaiting_buyer: boolean;
                                dispute: {
                                    id: number;
                                    text: string;
                                    photos: string[];
                                    created_at: string;
                                    decision: ("capture" | "partial_refund" | "release") | null;
                                    decision_label: string | null;
                                    refund_kopecks: number | null;
                                } | null;
                            } | null;
                        }[];
                        next_cursor: string | null;
                        counts: {
                            all: number;
                            open: number;
                            completed: number;
                            cancelled: number;
                        };
                    };
                };
            };
            /** @description Refused: why, in Russian, for the person to read */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description Failed: a message without details */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    getApiOrdersByAdAdId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                adId: number;
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
                        order: number | null;
                    };
                };
            };
            /** @description Refused: why, in Russian, for the person to read */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description Failed: a message without details */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    getApiOrdersId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
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
                        id: number;
                        order_number: string;
                        ad_id?: number | null;
                        status: string;
                        title: string;
                        comment: string | null;
                        price: number;
                        original_price: number;
                        address: string | null;
                        /** Format: date-time */
                        created_at: string;
                        cancelled_at: string | null;
                        cancel_reason: string | null;
                        cancellation_reason?: string | null;
                        reason?: string | null;
                        preview_image: string | null;
                        image_urls: string[];
                        photos: {
                            chat?: string;
                            delivery_call?: string;
                            delivery?: string;
                        };
                        seller_username: string | null;
                        seller_user_id: string;
                        seller_id?: string;
                        seller_address: string | null;
                        seller_phone: string | null;
                        buyer_name: string | null;
                        buyer_username: string | null;
                        buyer_user_id: string;
                        buyer_id?: string;
                        buyer_phone: string | null;
                        buyer_address: string | null;
                        buyer_email: string | null;
                        status_label?: string;
                        delivery_date?: string | null;
                        delivery_slot?: string | null;
                        delivery_when?: string | null;
                        recipient_name?: string | null;
                        recipient_phone?: string | null;
                        card_message?: string | null;
                        pay_until?: string | null;
                        safe_deal?: {
                            /** @enum {string} */
                            state: "held" | "captured" | "released" | "refunded" | "partially_refunded";
                            state_label: string;
                            /** @enum {string} */
                            pay_type: "O" | "T";
                            held_kopecks: number;
                            captured_kopecks: number;
                            refunded_kopecks: number;
                            hold_deadline: string;
                            confirm_by: string | null;
                            buyer_confirmed_at: string | null;
                            awaiting_buyer: boolean;
                            dispute: {
                                id: number;
                                text: string;
                                photos: string[];
                                created_at: string;
                                decision: ("capture" | "partial_refund" | "release") | null;
                                decision_label: string | null;
                                refund_kopecks: number | null;
                            } | null;
                        } | null;
                    };
                };
            };
            /** @description Refused: why, in Russian, for the person to read */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description Failed: a message without details */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    putApiOrdersId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    buyer_name?: string;
                    buyer_phone?: string;
                    buyer_address?: string;
                    comment?: string | null;
                    recipient_name?: string;
                    recipient_phone?: string;
                    card_message?: string;
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
                        id: number;
                        order_number: string;
                        ad_id?: number | null;
                        status: string;
                        title: string;
                        comment: string | null;
                        price: number;
                        original_price: number;
                        address: string | null;
                        /** Format: date-time */
                        created_at: string;
                        cancelled_at: string | null;
                        cancel_reason: string | null;
                        cancellation_reason?: string | null;
                        reason?: string | null;
                        preview_image: string | null;
                        image_urls: string[];
                        photos: {
                            chat?: string;
                            delivery_call?: string;
                            delivery?: string;
                        };
                        seller_username: string | null;
                        seller_user_id: string;
                        seller_id?: string;
                        seller_address: string | null;
                        seller_phone: string | null;
                        buyer_name: string | null;
                        buyer_username: string | null;
                        buyer_user_id: string;
                        buyer_id?: string;
                        buyer_phone: string | null;
                        buyer_address: string | null;
                        buyer_email: string | null;
                        status_label?: string;
                        delivery_date?: string | null;
                        delivery_slot?: string | null;
                        delivery_when?: string | null;
                        recipient_name?: string | null;
                        recipient_phone?: string | null;
                        card_message?: string | null;
                        pay_until?: string | null;
                        safe_deal?: {
                            /** @enum {string} */
                            state: "held" | "captured" | "released" | "refunded" | "partially_refunded";
                            state_label: string;
                            /** @enum {string} */
                            pay_type: "O" | "T";
                            held_kopecks: number;
                            captured_kopecks: number;
                            refunded_kopecks: number;
                            hold_deadline: string;
                            confirm_by: string | null;
                            buyer_confirmed_at: string | null;
                            awaiting_buyer: boolean;
                            dispute: {
                                id: number;
                                text: string;
                                photos: string[];
                                created_at: string;
                                decision: ("capture" | "partial_refund" | "release") | null;
                                decision_label: string | null;
                                refund_kopecks: number | null;
                            } | null;
                        } | null;
                    };
                };
            };
            /** @description Refused: why, in Russian, for the person to read */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description Failed: a message without details */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    getApiMyOrders: {
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
                        id: number;
                        order_number: string;
                        ad_id?: number | null;
                        status: string;
                        title: string;
                        comment: string | null;
                        price: number;
                        original_price: number;
                        address: string | null;
                        /** Format: date-time */
                        created_at: string;
                        cancelled_at: string | null;
                        cancel_reason: string | null;
                        cancellation_reason?: string | null;
                        reason?: string | null;
                        preview_image: string | null;
                        image_urls: string[];
                        photos: {
                            chat?: string;
                            delivery_call?: string;
                            delivery?: string;
                        };
                        seller_username: string | null;
                        seller_user_id: string;
                        seller_id?: string;
                        seller_address: string | null;
                        seller_phone: string | null;
                        buyer_name: string | null;
                        buyer_username: string | null;
                        buyer_user_id: string;
                        buyer_id?: string;
                        buyer_phone: string | null;
                        buyer_address: string | null;
                        buyer_email: string | null;
                        status_label?: string;
                        delivery_date?: string | null;
                        delivery_slot?: string | null;
                        delivery_when?: string | null;
                        recipient_name?: string | null;
                        recipient_phone?: string | null;
                        card_message?: string | null;
                        pay_until?: string | null;
                        safe_deal?: {
                            /** @enum {string} */
                            state: "held" | "captured" | "released" | "refunded" | "partially_refunded";
                            state_label: string;
                            /** @enum {string} */
                            pay_type: "O" | "T";
                            held_kopecks: number;
                            captured_kopecks: number;
                            refunded_kopecks: number;
                            hold_deadline: string;
                            confirm_by: string | null;
                            buyer_confirmed_at: string | null;
                            awaiting_buyer: boolean;
                            dispute: {
                                id: number;
                                text: string;
                                photos: string[];
                                created_at: string;
                                decision: ("capture" | "partial_refund" | "release") | null;
                                decision_label: string | null;
                                refund_kopecks: number | null;
                            } | null;
                        } | null;
                    }[];
                };
            };
            /** @description Refused: why, in Russian, for the person to read */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description Failed: a message without details */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    getApiModeratorOrdersId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
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
                        order: {
                            id: number;
                            order_number: string;
                            ad_id?: number | null;
                            status: string;
                            title: string;
                            comment: string | null;
                            price: number;
                            original_price: number;
                            address: string | null;
                            /** Format: date-time */
                            created_at: string;
                            cancelled_at: string | null;
                            cancel_reason: string | null;
                            cancellation_reason?: string | null;
                            reason?: string | null;
                            preview_image: string | null;
                            image_urls: string[];
                            photos: {
                                chat?: string;
                                delivery_call?: string;
                                delivery?: string;
                            };
                            seller_username: string | null;
                            seller_user_id: string;
                            seller_id?: string;
                            seller_address: string | null;
                            seller_phone: string | null;
                            buyer_name: string | null;
                            buyer_username: string | null;
                            buyer_user_id: string;
                            buyer_id?: string;
                            buyer_phone: string | null;
                            buyer_address: string | null;
                            buyer_email: string | null;
                            status_label?: string;
                            delivery_date?: string | null;
                            delivery_slot?: string | null;
                            delivery_when?: string | null;
                            recipient_name?: string | null;
                            recipient_phone?: string | null;
                            card_message?: string | null;
                            pay_until?: string | null;
                            safe_deal?: {
                                /** @enum {string} */
                                state: "held" | "captured" | "released" | "refunded" | "partially_refunded";
                                state_label: string;
                                /** @enum {string} */
                                pay_type: "O" | "T";
                                held_kopecks: number;
                                captured_kopecks: number;
                                refunded_kopecks: number;
                                hold_deadline: string;
                                confirm_by: string | null;
                                buyer_confirmed_at: string | null;
                                awaiting_buyer: boolean;
                                dispute: {
                                    id: number;
                                    text: string;
                                    photos: string[];
                                    created_at: string;
                                    decision: ("capture" | "partial_refund" | "release") | null;
                                    decision_label: string | null;
                                    refund_kopecks: number | null;
                                } | null;
                            } | null;
                        };
                    };
                };
            };
            /** @description Refused: why, in Russian, for the person to read */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description Failed: a message without details */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    postApiOrdersIdEdit: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    buyer_name?: string;
                    buyer_phone?: string;
                    buyer_address?: string;
                    comment?: string | null;
                    recipient_name?: string;
                    recipient_phone?: string;
                    card_message?: string;
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
                        id: number;
                        order_number: string;
                        ad_id?: number | null;
                        status: string;
                        title: string;
                        comment: string | null;
                        price: number;
                        original_price: number;
                        address: string | null;
                        /** Format: date-time */
                        created_at: string;
                        cancelled_at: string | null;
                        cancel_reason: string | null;
                        cancellation_reason?: string | null;
                        reason?: string | null;
                        preview_image: string | null;
                        image_urls: string[];
                        photos: {
                            chat?: string;
                            delivery_call?: string;
                            delivery?: string;
                        };
                        seller_username: string | null;
                        seller_user_id: string;
                        seller_id?: string;
                        seller_address: string | null;
                        seller_phone: string | null;
                        buyer_name: string | null;
                        buyer_username: string | null;
                        buyer_user_id: string;
                        buyer_id?: string;
                        buyer_phone: string | null;
                        buyer_address: string | null;
                        buyer_email: string | null;
                        status_label?: string;
                        delivery_date?: string | null;
                        delivery_slot?: string | null;
                        delivery_when?: string | null;
                        recipient_name?: string | null;
                        recipient_phone?: string | null;
                        card_message?: string | null;
                        pay_until?: string | null;
                        safe_deal?: {
                            /** @enum {string} */
                            state: "held" | "captured" | "released" | "refunded" | "partially_refunded";
                            state_label: string;
                            /** @enum {string} */
                            pay_type: "O" | "T";
                            held_kopecks: number;
                            captured_kopecks: number;
                            refunded_kopecks: number;
                            hold_deadline: string;
                            confirm_by: string | null;
                            buyer_confirmed_at: string | null;
                            awaiting_buyer: boolean;
                            dispute: {
                                id: number;
                                text: string;
                                photos: string[];
                                created_at: string;
                                decision: ("capture" | "partial_refund" | "release") | null;
                                decision_label: string | null;
                                refund_kopecks: number | null;
                            } | null;
                        } | null;
                    };
                };
            };
            /** @description Refused: why, in Russian, for the person to read */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description Failed: a message without details */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    postApiOrdersIdComplete: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
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
                        id: number;
                        order_number: string;
                        ad_id?: number | null;
                        status: string;
                        title: string;
                        comment: string | null;
                        price: number;
                        original_price: number;
                        address: string | null;
                        /** Format: date-time */
                        created_at: string;
                        cancelled_at: string | null;
                        cancel_reason: string | null;
                        cancellation_reason?: string | null;
                        reason?: string | null;
                        preview_image: string | null;
                        image_urls: string[];
                        photos: {
                            chat?: string;
                            delivery_call?: string;
                            delivery?: string;
                        };
                        seller_username: string | null;
                        seller_user_id: string;
                        seller_id?: string;
                        seller_address: string | null;
                        seller_phone: string | null;
                        buyer_name: string | null;
                        buyer_username: string | null;
                        buyer_user_id: string;
                        buyer_id?: string;
                        buyer_phone: string | null;
                        buyer_address: string | null;
                        buyer_email: string | null;
                        status_label?: string;
                        delivery_date?: string | null;
                        delivery_slot?: string | null;
                        delivery_when?: string | null;
                        recipient_name?: string | null;
                        recipient_phone?: string | null;
                        card_message?: string | null;
                        pay_until?: string | null;
                        safe_deal?: {
                            /** @enum {string} */
                            state: "held" | "captured" | "released" | "refunded" | "partially_refunded";
                            state_label: string;
                            /** @enum {string} */
                            pay_type: "O" | "T";
                            held_kopecks: number;
                            captured_kopecks: number;
                            refunded_kopecks: number;
                            hold_deadline: string;
                            confirm_by: string | null;
                            buyer_confirmed_at: string | null;
                            awaiting_buyer: boolean;
                            dispute: {
                                id: number;
                                text: string;
                                photos: string[];
                                created_at: string;
                                decision: ("capture" | "partial_refund" | "release") | null;
                                decision_label: string | null;
                                refund_kopecks: number | null;
                            } | null;
                        } | null;
                    };
                };
            };
            /** @description Refused: why, in Russian, for the person to read */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description Failed: a message without details */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    postApiOrdersIdCancel: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    reason?: string;
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
                        id: number;
                        order_number: string;
                        ad_id?: number | null;
                        status: string;
                        title: string;
                        comment: string | null;
                        price: number;
                        original_price: number;
                        address: string | null;
                        /** Format: date-time */
                        created_at: string;
                        cancelled_at: string | null;
                        cancel_reason: string | null;
                        cancellation_reason?: string | null;
                        reason?: string | null;
                        preview_image: string | null;
                        image_urls: string[];
                        photos: {
                            chat?: string;
                            delivery_call?: string;
                            delivery?: string;
                        };
                        seller_username: string | null;
                        seller_user_id: string;
                        seller_id?: string;
                        seller_address: string | null;
                        seller_phone: string | null;
                        buyer_name: string | null;
                        buyer_username: string | null;
                        buyer_user_id: string;
                        buyer_id?: string;
                        buyer_phone: string | null;
                        buyer_address: string | null;
                        buyer_email: string | null;
                        status_label?: string;
                        delivery_date?: string | null;
                        delivery_slot?: string | null;
                        delivery_when?: string | null;
                        recipient_name?: string | null;
                        recipient_phone?: string | null;
                        card_message?: string | null;
                        pay_until?: string | null;
                        safe_deal?: {
                            /** @enum {string} */
                            state: "held" | "captured" | "released" | "refunded" | "partially_refunded";
                            state_label: string;
                            /** @enum {string} */
                            pay_type: "O" | "T";
                            held_kopecks: number;
                            captured_kopecks: number;
                            refunded_kopecks: number;
                            hold_deadline: string;
                            confirm_by: string | null;
                            buyer_confirmed_at: string | null;
                            awaiting_buyer: boolean;
                            dispute: {
                                id: number;
                                text: string;
                                photos: string[];
                                created_at: string;
                                decision: ("capture" | "partial_refund" | "release") | null;
                                decision_label: string | null;
                                refund_kopecks: number | null;
                            } | null;
                        } | null;
                    };
                };
            };
            /** @description Refused: why, in Russian, for the person to read */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description Failed: a message without details */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    postApiOrdersIdDelete: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
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
                        id: number;
                        order_number: string;
                        ad_id?: number | null;
                        status: string;
                        title: string;
                        comment: string | null;
                        price: number;
                        original_price: number;
                        address: string | null;
                        /** Format: date-time */
                        created_at: string;
                        cancelled_at: string | null;
                        cancel_reason: string | null;
                        cancellation_reason?: string | null;
                        reason?: string | null;
                        preview_image: string | null;
                        image_urls: string[];
                        photos: {
                            chat?: string;
                            delivery_call?: string;
                            delivery?: string;
                        };
                        seller_username: string | null;
                        seller_user_id: string;
                        seller_id?: string;
                        seller_address: string | null;
                        seller_phone: string | null;
                        buyer_name: string | null;
                        buyer_username: string | null;
                        buyer_user_id: string;
                        buyer_id?: string;
                        buyer_phone: string | null;
                        buyer_address: string | null;
                        buyer_email: string | null;
                        status_label?: string;
                        delivery_date?: string | null;
                        delivery_slot?: string | null;
                        delivery_when?: string | null;
                        recipient_name?: string | null;
                        recipient_phone?: string | null;
                        card_message?: string | null;
                        pay_until?: string | null;
                        safe_deal?: {
                            /** @enum {string} */
                            state: "held" | "captured" | "released" | "refunded" | "partially_refunded";
                            state_label: string;
                            /** @enum {string} */
                            pay_type: "O" | "T";
                            held_kopecks: number;
                            captured_kopecks: number;
                            refunded_kopecks: number;
                            hold_deadline: string;
                            confirm_by: string | null;
                            buyer_confirmed_at: string | null;
                            awaiting_buyer: boolean;
                            dispute: {
                                id: number;
                                text: string;
                                photos: string[];
                                created_at: string;
                                decision: ("capture" | "partial_refund" | "release") | null;
                                decision_label: string | null;
                                refund_kopecks: number | null;
                            } | null;
                        } | null;
                    };
                };
            };
            /** @description Refused: why, in Russian, for the person to read */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description Failed: a message without details */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    postApiOrdersIdModerDelivered: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
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
                        id: number;
                        order_number: string;
                        ad_id?: number | null;
                        status: string;
                        title: string;
                        comment: string | null;
                        price: number;
                        original_price: number;
                        address: string | null;
                        /** Format: date-time */
                        created_at: string;
                        cancelled_at: string | null;
                        cancel_reason: string | null;
                        cancellation_reason?: string | null;
                        reason?: string | null;
                        preview_image: string | null;
                        image_urls: string[];
                        photos: {
                            chat?: string;
                            delivery_call?: string;
                            delivery?: string;
                        };
                        seller_username: string | null;
                        seller_user_id: string;
                        seller_id?: string;
                        seller_address: string | null;
                        seller_phone: string | null;
                        buyer_name: string | null;
                        buyer_username: string | null;
                        buyer_user_id: string;
                        buyer_id?: string;
                        buyer_phone: string | null;
                        buyer_address: string | null;
                        buyer_email: string | null;
                        status_label?: string;
                        delivery_date?: string | null;
                        delivery_slot?: string | null;
                        delivery_when?: string | null;
                        recipient_name?: string | null;
                        recipient_phone?: string | null;
                        card_message?: string | null;
                        pay_until?: string | null;
                        safe_deal?: {
                            /** @enum {string} */
                            state: "held" | "captured" | "released" | "refunded" | "partially_refunded";
                            state_label: string;
                            /** @enum {string} */
                            pay_type: "O" | "T";
                            held_kopecks: number;
                            captured_kopecks: number;
                            refunded_kopecks: number;
                            hold_deadline: string;
                            confirm_by: string | null;
                            buyer_confirmed_at: string | null;
                            awaiting_buyer: boolean;
                            dispute: {
                                id: number;
                                text: string;
                                photos: string[];
                                created_at: string;
                                decision: ("capture" | "partial_refund" | "release") | null;
                                decision_label: string | null;
                                refund_kopecks: number | null;
                            } | null;
                        } | null;
                    };
                };
            };
            /** @description Refused: why, in Russian, for the person to read */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description Failed: a message without details */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    postApiOrdersIdPhotosStage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                stage: "chat" | "delivery_call" | "delivery";
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
                        id: number;
                        order_number: string;
                        ad_id?: number | null;
                        status: string;
                        title: string;
                        comment: string | null;
                        price: number;
                        original_price: number;
                        address: string | null;
                        /** Format: date-time */
                        created_at: string;
                        cancelled_at: string | null;
                        cancel_reason: string | null;
                        cancellation_reason?: string | null;
                        reason?: string | null;
                        preview_image: string | null;
                        image_urls: string[];
                        photos: {
                            chat?: string;
                            delivery_call?: string;
                            delivery?: string;
                        };
                        seller_username: string | null;
                        seller_user_id: string;
                        seller_id?: string;
                        seller_address: string | null;
                        seller_phone: string | null;
                        buyer_name: string | null;
                        buyer_username: string | null;
                        buyer_user_id: string;
                        buyer_id?: string;
                        buyer_phone: string | null;
                        buyer_address: string | null;
                        buyer_email: string | null;
                        status_label?: string;
                        delivery_date?: string | null;
                        delivery_slot?: string | null;
                        delivery_when?: string | null;
                        recipient_name?: string | null;
                        recipient_phone?: string | null;
                        card_message?: string | null;
                        pay_until?: string | null;
                        safe_deal?: {
                            /** @enum {string} */
                            state: "held" | "captured" | "released" | "refunded" | "partially_refunded";
                            state_label: string;
                            /** @enum {string} */
                            pay_type: "O" | "T";
                            held_kopecks: number;
                            captured_kopecks: number;
                            refunded_kopecks: number;
                            hold_deadline: string;
                            confirm_by: string | null;
                            buyer_confirmed_at: string | null;
                            awaiting_buyer: boolean;
                            dispute: {
                                id: number;
                                text: string;
                                photos: string[];
                                created_at: string;
                                decision: ("capture" | "partial_refund" | "release") | null;
                                decision_label: string | null;
                                refund_kopecks: number | null;
                            } | null;
                        } | null;
                    };
                };
            };
            /** @description Refused: why, in Russian, for the person to read */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description Failed: a message without details */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    getApiOrdersIdTracking: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
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
                        id: number;
                        order_number: string;
                        title: string;
                        price: number;
                        preview_image: string | null;
                        status: string;
                        status_label: string;
                        /** Format: date-time */
                        created_at: string;
                        steps: {
                            /** @enum {string} */
                            step: "paid" | "in_work" | "delivered" | "confirmed";
                            label: string;
                            at: string | null;
                        }[];
                        stage_photos: {
                            /** @enum {string} */
                            stage: "chat" | "delivery_call" | "delivery";
                            label: string;
                            url: string;
                            /** Format: date-time */
                            at: string;
                        }[];
                        delivery: {
                            address: string | null;
                            date: string | null;
                            slot: ("08-10" | "10-12" | "12-14" | "14-16" | "16-18" | "18-20" | "20-22") | null;
                            when_label: string | null;
                            buyer_name: string | null;
                            buyer_phone: string | null;
                            recipient_name: string | null;
                            recipient_phone: string | null;
                            card_message: string | null;
                            comment: string | null;
                        };
                        cancelled_at: string | null;
                        cancel_reason: string | null;
                        seller: {
                            id: string;
                            display_name: string;
                            rating: {
                                average: number | null;
                                count: number;
                            };
                            phone: string | null;
                            contact_note: string;
                        };
                        support_url: string;
                        can_rate: boolean;
                        rating: {
                            id: number;
                            order_id: number;
                            seller_id: string;
                            stars: number;
                            text: string | null;
                            author: string;
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            updated_at: string;
                            hidden: boolean;
                            hidden_reason?: string | null;
                        } | null;
                        rating_editable_until: string | null;
                        pay_until?: string | null;
                        receipt_stage?: ("awaiting" | "disputed") | null;
                        confirm_by?: string | null;
                        dispute?: {
                            text: string;
                            /** Format: date-time */
                            created_at: string;
                            outcome: string | null;
                        } | null;
                    };
                };
            };
            /** @description Refused: why, in Russian, for the person to read */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description Failed: a message without details */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    putApiOrdersIdRating: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    stars: number;
                    text?: string | null;
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
                        id: number;
                        order_id: number;
                        seller_id: string;
                        stars: number;
                        text: string | null;
                        author: string;
                        /** Format: date-time */
                        created_at: string;
                        /** Format: date-time */
                        updated_at: string;
                        hidden: boolean;
                        hidden_reason?: string | null;
                    };
                };
            };
            /** @description Refused: why, in Russian, for the person to read */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description Failed: a message without details */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    getApiSellersRatings: {
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
                        ratings: {
                            [key: string]: {
                                average: number | null;
                                count: number;
                            };
                        };
                    };
                };
            };
            /** @description Refused: why, in Russian, for the person to read */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description Failed: a message without details */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    getApiSellersId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string | number;
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
                        id: string;
                        display_name: string;
                        rating: {
                            average: number | null;
                            count: number;
                        };
                        delivered_orders: number;
                        ads: {
                            id: number;
                            title: string;
                            description: string | null;
                            price: number;
                            original_price: number;
                            address: string;
                            phone: string;
                            /** @enum {string} */
                            status: "new" | "edited" | "reserved" | "edit_pending" | "edit_rejected" | "delete_pending" | "delete" | "delete_admin" | "delete_rejected" | "completed" | "expired" | "cancel" | "wait_moder";
                            /** Format: date-time */
                            created_at: string;
                            username: string | null;
                            user_id: string;
                            image_urls: string[];
                            photos?: {
                                card: string;
                                gallery: string;
                            }[];
                            reject_reason?: string | null;
                            reserved_until?: string | null;
                            your_hold?: {
                                order_id: number;
                                /** Format: date-time */
                                pay_until: string;
                            };
                            /** @enum {boolean} */
                            seller_trusted?: true;
                            relisted_as?: number;
                            stats?: {
                                views: number;
                                favorites: number;
                                orders: number;
                            };
                        }[];
                        reviews: {
                            id: number;
                            order_id: number;
                            seller_id: string;
                            stars: number;
                            text: string | null;
                            author: string;
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            updated_at: string;
                            hidden: boolean;
                            hidden_reason?: string | null;
                        }[];
                    };
                };
            };
            /** @description Refused: why, in Russian, for the person to read */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description Failed: a message without details */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    getApiReviews: {
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
                        id: number;
                        order_id: number;
                        seller_id: string;
                        stars: number;
                        text: string | null;
                        author: string;
                        /** Format: date-time */
                        created_at: string;
                        /** Format: date-time */
                        updated_at: string;
                        hidden: boolean;
                        hidden_reason?: string | null;
                    }[];
                };
            };
            /** @description Refused: why, in Russian, for the person to read */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description Failed: a message without details */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    getApiReviewsPage: {
        parameters: {
            query?: {
                cursor?: string;
                tab?: "all" | "hidden";
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
                        reviews: {
                            id: number;
                            order_id: number;
                            seller_id: string;
                            stars: number;
                            text: string | null;
                            author: string;
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            updated_at: string;
                            hidden: boolean;
                            hidden_reason?: string | null;
                        }[];
                        next_cursor: string | null;
                        counts: {
                            all: number;
                            hidden: number;
                        };
                    };
                };
            };
            /** @description Refused: why, in Russian, for the person to read */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description Failed: a message without details */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    postApiReviewsIdHide: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    reason?: string | null;
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
                        id: number;
                        order_id: number;
                        seller_id: string;
                        stars: number;
                        text: string | null;
                        author: string;
                        /** Format: date-time */
                        created_at: string;
                        /** Format: date-time */
                        updated_at: string;
                        hidden: boolean;
                        hidden_reason?: string | null;
                    };
                };
            };
            /** @description Refused: why, in Russian, for the person to read */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description Failed: a message without details */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    postApiReviewsIdUnhide: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
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
                        id: number;
                        order_id: number;
                        seller_id: string;
                        stars: number;
                        text: string | null;
                        author: string;
                        /** Format: date-time */
                        created_at: string;
                        /** Format: date-time */
                        updated_at: string;
                        hidden: boolean;
                        hidden_reason?: string | null;
                    };
                };
            };
            /** @description Refused: why, in Russian, for the person to read */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description Failed: a message without details */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    postApiOrdersIdReceipt: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
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
                        id: number;
                        order_number: string;
                        ad_id?: number | null;
                        status: string;
                        title: string;
                        comment: string | null;
                        price: number;
                        original_price: number;
                        address: string | null;
                        /** Format: date-time */
                        created_at: string;
                        cancelled_at: string | null;
                        cancel_reason: string | null;
                        cancellation_reason?: string | null;
                        reason?: string | null;
                        preview_image: string | null;
                        image_urls: string[];
                        photos: {
                            chat?: string;
                            delivery_call?: string;
                            delivery?: string;
                        };
                        seller_username: string | null;
                        seller_user_id: string;
                        seller_id?: string;
                        seller_address: string | null;
                        seller_phone: string | null;
                        buyer_name: string | null;
                        buyer_username: string | null;
                        buyer_user_id: string;
                        buyer_id?: string;
                        buyer_phone: string | null;
                        buyer_address: string | null;
                        buyer_email: string | null;
                        status_label?: string;
                        delivery_date?: string | null;
                        delivery_slot?: string | null;
                        delivery_when?: string | null;
                        recipient_name?: string | null;
                        recipient_phone?: string | null;
                        card_message?: string | null;
                        pay_until?: string | null;
                        safe_deal?: {
                            /** @enum {string} */
                            state: "held" | "captured" | "released" | "refunded" | "partially_refunded";
                            state_label: string;
                            /** @enum {string} */
                            pay_type: "O" | "T";
                            held_kopecks: number;
                            captured_kopecks: number;
                            refunded_kopecks: number;
                            hold_deadline: string;
                            confirm_by: string | null;
                            buyer_confirmed_at: string | null;
                            awaiting_buyer: boolean;
                            dispute: {
                                id: number;
                                text: string;
                                photos: string[];
                                created_at: string;
                                decision: ("capture" | "partial_refund" | "release") | null;
                                decision_label: string | null;
                                refund_kopecks: number | null;
                            } | null;
                        } | null;
                    };
                };
            };
            /** @description Refused: why, in Russian, for the person to read */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description Failed: a message without details */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    postApiOrdersIdDispute: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
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
                        id: number;
                        order_number: string;
                        ad_id?: number | null;
                        status: string;
                        title: string;
                        comment: string | null;
                        price: number;
                        original_price: number;
                        address: string | null;
                        /** Format: date-time */
                        created_at: string;
                        cancelled_at: string | null;
                        cancel_reason: string | null;
                        cancellation_reason?: string | null;
                        reason?: string | null;
                        preview_image: string | null;
                        image_urls: string[];
                        photos: {
                            chat?: string;
                            delivery_call?: string;
                            delivery?: string;
                        };
                        seller_username: string | null;
                        seller_user_id: string;
                        seller_id?: string;
                        seller_address: string | null;
                        seller_phone: string | null;
                        buyer_name: string | null;
                        buyer_username: string | null;
                        buyer_user_id: string;
                        buyer_id?: string;
                        buyer_phone: string | null;
                        buyer_address: string | null;
                        buyer_email: string | null;
                        status_label?: string;
                        delivery_date?: string | null;
                        delivery_slot?: string | null;
                        delivery_when?: string | null;
                        recipient_name?: string | null;
                        recipient_phone?: string | null;
                        card_message?: string | null;
                        pay_until?: string | null;
                        safe_deal?: {
                            /** @enum {string} */
                            state: "held" | "captured" | "released" | "refunded" | "partially_refunded";
                            state_label: string;
                            /** @enum {string} */
                            pay_type: "O" | "T";
                            held_kopecks: number;
                            captured_kopecks: number;
                            refunded_kopecks: number;
                            hold_deadline: string;
                            confirm_by: string | null;
                            buyer_confirmed_at: string | null;
                            awaiting_buyer: boolean;
                            dispute: {
                                id: number;
                                text: string;
                                photos: string[];
                                created_at: string;
                                decision: ("capture" | "partial_refund" | "release") | null;
                                decision_label: string | null;
                                refund_kopecks: number | null;
                            } | null;
                        } | null;
                    };
                };
            };
            /** @description Refused: why, in Russian, for the person to read */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description Failed: a message without details */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    postApiModeratorOrdersIdDisputeDecision: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    decision: "capture";
                } | {
                    /** @enum {string} */
                    decision: "release";
                } | {
                    /** @enum {string} */
                    decision: "partial_refund";
                    refund_kopecks: number;
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
                        id: number;
                        order_number: string;
                        ad_id?: number | null;
                        status: string;
                        title: string;
                        comment: string | null;
                        price: number;
                        original_price: number;
                        address: string | null;
                        /** Format: date-time */
                        created_at: string;
                        cancelled_at: string | null;
                        cancel_reason: string | null;
                        cancellation_reason?: string | null;
                        reason?: string | null;
                        preview_image: string | null;
                        image_urls: string[];
                        photos: {
                            chat?: string;
                            delivery_call?: string;
                            delivery?: string;
                        };
                        seller_username: string | null;
                        seller_user_id: string;
                        seller_id?: string;
                        seller_address: string | null;
                        seller_phone: string | null;
                        buyer_name: string | null;
                        buyer_username: string | null;
                        buyer_user_id: string;
                        buyer_id?: string;
                        buyer_phone: string | null;
                        buyer_address: string | null;
                        buyer_email: string | null;
                        status_label?: string;
                        delivery_date?: string | null;
                        delivery_slot?: string | null;
                        delivery_when?: string | null;
                        recipient_name?: string | null;
                        recipient_phone?: string | null;
                        card_message?: string | null;
                        pay_until?: string | null;
                        safe_deal?: {
                            /** @enum {string} */
                            state: "held" | "captured" | "released" | "refunded" | "partially_refunded";
                            state_label: string;
                            /** @enum {string} */
                            pay_type: "O" | "T";
                            held_kopecks: number;
                            captured_kopecks: number;
                            refunded_kopecks: number;
                            hold_deadline: string;
                            confirm_by: string | null;
                            buyer_confirmed_at: string | null;
                            awaiting_buyer: boolean;
                            dispute: {
                                id: number;
                                text: string;
                                photos: string[];
                                created_at: string;
                                decision: ("capture" | "partial_refund" | "release") | null;
                                decision_label: string | null;
                                refund_kopecks: number | null;
                            } | null;
                        } | null;
                    };
                };
            };
            /** @description Refused: why, in Russian, for the person to read */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description Failed: a message without details */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    getApiAdminPayouts: {
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
                        seller_id: string;
                        seller_username: string | null;
                        full_name: string | null;
                        card_masked: string | null;
                        owed_kopecks: number;
                        debt_kopecks: number;
                        captured_orders: number;
                        paid_out_kopecks: number;
                        /** @default 0 */
                        in_transit_kopecks: number;
                        /** @default null */
                        payout_card: string | null;
                    }[];
                };
            };
            /** @description Refused: why, in Russian, for the person to read */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description Failed: a message without details */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    getApiAdminPayoutsRegisterCsv: {
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
                    "text/csv": string;
                };
            };
            /** @description Refused: why, in Russian, for the person to read */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description Failed: a message without details */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    postApiAdminPayoutsSellerIdCard: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                sellerId: string;
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
                        card_number: string;
                    };
                };
            };
            /** @description Refused: why, in Russian, for the person to read */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description Failed: a message without details */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    postApiAdminPayoutsSellerId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                sellerId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    amount_kopecks: number;
                    /** Format: date */
                    paid_on: string;
                    reference: string;
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
                        id: number;
                        seller_id: string;
                        amount_kopecks: number;
                        paid_on: string;
                        reference: string;
                        status_label: string;
                        created_at: string;
                        /**
                         * @default manual
                         * @enum {string}
                         */
                        method: "manual" | "bank";
                        /**
                         * @default sent
                         * @enum {string}
                         */
                        state: "in_transit" | "sent" | "rejected";
                        /** @default null */
                        card_pan: string | null;
                    };
                };
            };
            /** @description Refused: why, in Russian, for the person to read */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description Failed: a message without details */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    getApiMyBalance: {
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
                        owed_kopecks: number;
                        debt_kopecks: number;
                        held_kopecks: number;
                        paid_out_kopecks: number;
                        payouts: {
                            id: number;
                            seller_id: string;
                            amount_kopecks: number;
                            paid_on: string;
                            reference: string;
                            status_label: string;
                            created_at: string;
                            /**
                             * @default manual
                             * @enum {string}
                             */
                            method: "manual" | "bank";
                            /**
                             * @default sent
                             * @enum {string}
                             */
                            state: "in_transit" | "sent" | "rejected";
                            /** @default null */
                            card_pan: string | null;
                        }[];
                    };
                };
            };
            /** @description Refused: why, in Russian, for the person to read */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description Failed: a message without details */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    postApiAdminPayoutsSellerIdBank: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                sellerId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    amount_kopecks: number;
                    /** Format: uuid */
                    idempotency_key: string;
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
                        id: number;
                        seller_id: string;
                        amount_kopecks: number;
                        paid_on: string;
                        reference: string;
                        status_label: string;
                        created_at: string;
                        /**
                         * @default manual
                         * @enum {string}
                         */
                        method: "manual" | "bank";
                        /**
                         * @default sent
                         * @enum {string}
                         */
                        state: "in_transit" | "sent" | "rejected";
                        /** @default null */
                        card_pan: string | null;
                    };
                };
            };
            /** @description Refused: why, in Russian, for the person to read */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description Failed: a message without details */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    getApiMyPayoutCard: {
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
                        /** @enum {string} */
                        state: "none" | "pending" | "bound";
                        pan: string | null;
                    };
                };
            };
            /** @description Refused: why, in Russian, for the person to read */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description Failed: a message without details */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    postApiMyPayoutCardBinding: {
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
                        payment_url: string;
                    };
                };
            };
            /** @description Refused: why, in Russian, for the person to read */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description Failed: a message without details */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    postApiMyPayoutCardRefresh: {
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
                        /** @enum {string} */
                        state: "none" | "pending" | "bound";
                        pan: string | null;
                    };
                };
            };
            /** @description Refused: why, in Russian, for the person to read */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description Failed: a message without details */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    getApiAdminReconciliation: {
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
                        ran_at: string | null;
                        checked: number;
                        differences: {
                            order_id: number;
                            order_number: string;
                            /** @enum {string} */
                            kind: "bank" | "ledger" | "stuck" | "unreachable";
                            kind_label: string;
                            text: string;
                        }[];
                        /** @default false */
                        can_force_mismatch: boolean;
                    };
                };
            };
            /** @description Refused: why, in Russian, for the person to read */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description Failed: a message without details */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    postApiAdminReconciliationRun: {
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
                        ran_at: string | null;
                        checked: number;
                        differences: {
                            order_id: number;
                            order_number: string;
                            /** @enum {string} */
                            kind: "bank" | "ledger" | "stuck" | "unreachable";
                            kind_label: string;
                            text: string;
                        }[];
                        /** @default false */
                        can_force_mismatch: boolean;
                    };
                };
            };
            /** @description Refused: why, in Russian, for the person to read */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description Failed: a message without details */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    postApiAdminReconciliationDemoMismatch: {
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
                        ran_at: string | null;
                        checked: number;
                        differences: {
                            order_id: number;
                            order_number: string;
                            /** @enum {string} */
                            kind: "bank" | "ledger" | "stuck" | "unreachable";
                            kind_label: string;
                            text: string;
                        }[];
                        /** @default false */
                        can_force_mismatch: boolean;
                    };
                };
            };
            /** @description Refused: why, in Russian, for the person to read */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description Failed: a message without details */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    getApiUsersIdPaymentInfo: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
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
                        full_name: string | null;
                        bank_card_number: string | null;
                        /** @default null */
                        inn: string | null;
                        /** @default null */
                        tax_status: ("self_employed" | "individual_entrepreneur") | null;
                    };
                };
            };
            /** @description Refused: why, in Russian, for the person to read */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description Failed: a message without details */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    putApiUsersIdPaymentInfo: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    fullName: string;
                    bankCardNumber: string;
                    inn?: string;
                    taxStatus?: "" | ("self_employed" | "individual_entrepreneur");
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
                        full_name: string | null;
                        bank_card_number: string | null;
                        /** @default null */
                        inn: string | null;
                        /** @default null */
                        tax_status: ("self_employed" | "individual_entrepreneur") | null;
                    };
                };
            };
            /** @description Refused: why, in Russian, for the person to read */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description Failed: a message without details */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    getApiFavoritesUserId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                userId: number;
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
                    "application/json": number[];
                };
            };
            /** @description Refused: why, in Russian, for the person to read */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description Failed: a message without details */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    getApiFavoritesUserIdAds: {
        parameters: {
            query?: {
                cursor?: string;
            };
            header?: never;
            path: {
                userId: number;
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
                        ads: {
                            id: number;
                            title: string;
                            description: string | null;
                            price: number;
                            original_price: number;
                            address: string;
                            phone: string;
                            /** @enum {string} */
                            status: "new" | "edited" | "reserved" | "edit_pending" | "edit_rejected" | "delete_pending" | "delete" | "delete_admin" | "delete_rejected" | "completed" | "expired" | "cancel" | "wait_moder";
                            /** Format: date-time */
                            created_at: string;
                            username: string | null;
                            user_id: string;
                            image_urls: string[];
                            photos?: {
                                card: string;
                                gallery: string;
                            }[];
                            reject_reason?: string | null;
                            reserved_until?: string | null;
                            your_hold?: {
                                order_id: number;
                                /** Format: date-time */
                                pay_until: string;
                            };
                            /** @enum {boolean} */
                            seller_trusted?: true;
                            relisted_as?: number;
                            stats?: {
                                views: number;
                                favorites: number;
                                orders: number;
                            };
                        }[];
                        next_cursor: string | null;
                    };
                };
            };
            /** @description Refused: why, in Russian, for the person to read */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description Failed: a message without details */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    postApiFavorites: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    user_id: string | number;
                    ad_id: number;
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
                        /** @enum {boolean} */
                        ok: true;
                    };
                };
            };
            /** @description Refused: why, in Russian, for the person to read */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description Failed: a message without details */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    deleteApiFavoritesUserIdAdId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                userId: number;
                adId: number;
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
                        /** @enum {boolean} */
                        ok: true;
                    };
                };
            };
            /** @description Refused: why, in Russian, for the person to read */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description Failed: a message without details */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    getApiAdsIdMessages: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
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
                        threads: {
                            id: number | null;
                            ad_id: number;
                            title: string;
                            order_id: number | null;
                            order_number: string | null;
                            /** @enum {string} */
                            viewer: "buyer" | "seller" | "staff";
                            messages: {
                                id: number;
                                /** @enum {string} */
                                from: "buyer" | "seller";
                                text: string;
                                /** Format: date-time */
                                created_at: string;
                                reported: boolean;
                            }[];
                        }[];
                    };
                };
            };
            /** @description Refused: why, in Russian, for the person to read */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description Failed: a message without details */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    postApiAdsIdMessages: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    text: string;
                    key: string;
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
                        id: number | null;
                        ad_id: number;
                        title: string;
                        order_id: number | null;
                        order_number: string | null;
                        /** @enum {string} */
                        viewer: "buyer" | "seller" | "staff";
                        messages: {
                            id: number;
                            /** @enum {string} */
                            from: "buyer" | "seller";
                            text: string;
                            /** Format: date-time */
                            created_at: string;
                            reported: boolean;
                        }[];
                    };
                };
            };
            /** @description Refused: why, in Russian, for the person to read */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description Failed: a message without details */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    getApiOrdersIdMessages: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
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
                        id: number | null;
                        ad_id: number;
                        title: string;
                        order_id: number | null;
                        order_number: string | null;
                        /** @enum {string} */
                        viewer: "buyer" | "seller" | "staff";
                        messages: {
                            id: number;
                            /** @enum {string} */
                            from: "buyer" | "seller";
                            text: string;
                            /** Format: date-time */
                            created_at: string;
                            reported: boolean;
                        }[];
                    };
                };
            };
            /** @description Refused: why, in Russian, for the person to read */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description Failed: a message without details */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    postApiOrdersIdMessages: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    text: string;
                    key: string;
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
                        id: number | null;
                        ad_id: number;
                        title: string;
                        order_id: number | null;
                        order_number: string | null;
                        /** @enum {string} */
                        viewer: "buyer" | "seller" | "staff";
                        messages: {
                            id: number;
                            /** @enum {string} */
                            from: "buyer" | "seller";
                            text: string;
                            /** Format: date-time */
                            created_at: string;
                            reported: boolean;
                        }[];
                    };
                };
            };
            /** @description Refused: why, in Russian, for the person to read */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description Failed: a message without details */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    postApiFloristThreadsIdMessages: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    text: string;
                    key: string;
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
                        id: number | null;
                        ad_id: number;
                        title: string;
                        order_id: number | null;
                        order_number: string | null;
                        /** @enum {string} */
                        viewer: "buyer" | "seller" | "staff";
                        messages: {
                            id: number;
                            /** @enum {string} */
                            from: "buyer" | "seller";
                            text: string;
                            /** Format: date-time */
                            created_at: string;
                            reported: boolean;
                        }[];
                    };
                };
            };
            /** @description Refused: why, in Russian, for the person to read */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description Failed: a message without details */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    postApiFloristThreadsIdMessagesMessageIdReport: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                messageId: number;
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
                        /** @enum {boolean} */
                        ok: true;
                    };
                };
            };
            /** @description Refused: why, in Russian, for the person to read */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description Failed: a message without details */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    getApiMeNotifications: {
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
                        enabled: boolean;
                        bot_can_write: boolean;
                    };
                };
            };
            /** @description Refused: why, in Russian, for the person to read */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description Failed: a message without details */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    putApiMeNotifications: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    enabled: boolean;
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
                        enabled: boolean;
                        bot_can_write: boolean;
                    };
                };
            };
            /** @description Refused: why, in Russian, for the person to read */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description Failed: a message without details */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    postApiMeWriteAccess: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    granted: boolean;
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
                        enabled: boolean;
                        bot_can_write: boolean;
                    };
                };
            };
            /** @description Refused: why, in Russian, for the person to read */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description Failed: a message without details */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    postApiClientErrorLog: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    userId: string;
                    adId: number;
                    error: string;
                    response?: unknown;
                    status?: number;
                    /** Format: date-time */
                    time: string;
                } | {
                    error: string;
                    details?: unknown;
                    context?: string;
                    form?: unknown;
                    url?: string;
                    userAgent?: string;
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
                        stored: boolean;
                    };
                };
            };
            /** @description Refused: why, in Russian, for the person to read */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description Failed: a message without details */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    getApiAddressSuggest: {
        parameters: {
            query?: {
                q?: string;
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
                        suggestions: {
                            value: string;
                        }[];
                    };
                };
            };
            /** @description Refused: why, in Russian, for the person to read */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description Failed: a message without details */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    getApiDemoUsers: {
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
                        userId: string;
                        username: string;
                        /** @enum {string} */
                        role: "user" | "moderator" | "admin";
                        label: string;
                    }[];
                };
            };
            /** @description Refused: why, in Russian, for the person to read */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description Failed: a message without details */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    postApiDemoInitData: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    userId: string;
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
                        initData: string;
                    };
                };
            };
            /** @description Refused: why, in Russian, for the person to read */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description Failed: a message without details */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
}
