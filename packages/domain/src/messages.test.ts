import { describe, expect, it } from "vitest";
import {
  ADMIN_MESSAGE_MAX_LENGTH,
  CHAT_MESSAGE_MAX_LENGTH,
  EDIT_LEAD_MINIMUMS,
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PHONE_MAX_LENGTH,
  MAX_PHOTOS_PER_REQUEST,
  MIN_COMPLETION_PHOTOS,
  MIN_PHOTO_HEIGHT,
  MIN_PHOTO_WIDTH,
  PASSWORD_MIN_LENGTH,
  SERVICE_RADIUS_KM_MAX,
  SERVICE_RADIUS_KM_MIN,
} from "./constants";
import { LeadStatus } from "./enums";
import { LeadAction } from "./lead-state-machine";
import { messages } from "./messages";

const { validation, errors, toastTitles, toasts, info, server, mail, activity } = messages;

describe("message catalogue", () => {
  it("words the validation messages of SPEC §5 exactly", () => {
    expect(validation).toMatchObject({
      emailRequired: "Email is required",
      emailInvalid: "Please enter a valid email address",
      passwordRequired: "Password is required",
      firstNameRequired: "First name is required",
      lastNameRequired: "Last name is required",
      passwordMin: "Password must be at least 8 characters",
      confirmPasswordRequired: "Please confirm your password",
      roleRequired: "Please select your role",
      passwordsDontMatch: "Passwords don't match",
      passwordsDoNotMatch: "Passwords do not match",
      missingVerificationToken: "No verification token found in the URL.",
      addressRequired: "Address is required",
      cityRequired: "City is required",
      postalCodeRequired: "Postal code is required",
      startDateRequired: "Start date is required",
      endDateRequired: "End date is required",
      timeRangeRequired: "Time range is required",
      descriptionMin: "Description must be at least 10 characters",
    });
  });

  it("words the errors of SPEC §8 exactly", () => {
    expect(errors).toMatchObject({
      fetchUserFailed: "Failed to fetch user",
      invalidCredentials: "Invalid email or password",
      createAccountFailed: "Failed to create account",
      invalidAdminCredentials: "Invalid admin credentials.",
      approveInstallerFailed: "Failed to approve installer",
      rejectInstallerFailed: "Failed to reject installer",
      sendMessageFailed: "Failed to send message",
      deleteLeadFailed: "Failed to delete lead",
      emailVerificationFailed: "Email verification failed. The link may be expired or invalid.",
      createRequestFailed: "Failed to create installation request",
      updateRequestFailed: "Failed to update installation request",
      deleteRequestFailed: "Failed to delete request",
      resolveAlertFailed: "Failed to resolve alert",
      photoRejected: "Photo doesn't meet requirements for property verification.",
      clerkDisabled: "Clerk error detected, disabling Clerk features",
    });
  });

  it("words the 'Title: message' strings of SPEC §5 and §8 exactly", () => {
    const asSpecWritesIt = (toast: { title: string; message?: string }) =>
      `${toast.title}: ${toast.message}`;
    expect(asSpecWritesIt(toasts.leadDetailAccessDenied)).toBe(
      "Access Denied: You can view details only after accepting the job.",
    );
    expect(asSpecWritesIt(toasts.photoUploadFailed)).toBe(
      "Upload Error: Failed to upload photo. Please try again.",
    );
    expect(asSpecWritesIt(toasts.photoVerificationFailed)).toBe(
      "Verification Failed: Could not verify photo. Please try again.",
    );
    expect(asSpecWritesIt(toasts.completionPhotosRequired)).toBe(
      "Photos Required: Please upload at least 3 photos showing completed work",
    );
    expect(asSpecWritesIt(toasts.propertyPhotoRequired)).toBe(
      "Photos Required: Please upload at least one property photo",
    );
    expect(asSpecWritesIt(toasts.invalidFile)).toBe("Invalid File: Please upload only image files");
  });

  it("pairs each failure toast of SPEC §8 with its title and fallback", () => {
    expect(toasts.signInFailed).toEqual({
      title: "Sign In Failed",
      message: "Invalid email or password",
    });
    expect(toasts.signUpFailed).toEqual({
      title: "Sign Up Failed",
      message: "Failed to create account",
    });
    expect(toasts.adminLoginFailed).toEqual({
      title: "Access Denied",
      message: "Invalid admin credentials.",
    });
    expect(toasts.photoRejected.title).toBe("Photo Rejected");
    expect(toastTitles.error).toBe("Error");
  });

  it("words the success toasts of SPEC §2 and §8 exactly", () => {
    expect(Object.values(toasts).map((toast) => toast.title)).toEqual(
      expect.arrayContaining([
        "Welcome back!",
        "Account created successfully!",
        "Admin Access Granted",
        "Installer Approved",
        "Installer Rejected",
        "Message Sent",
        "Lead Deleted",
        "Lead Accepted",
        "Marked On Site",
        "Job Marked Complete",
        "Job Approved",
        "Revision Requested",
        "Request Deleted",
        "Alert Resolved",
        "Photo Added",
        "Installation Request Posted",
        "Installation Request Updated",
      ]),
    );
    expect(toasts.jobApproved).toEqual({
      title: "Job Approved",
      message: "Payment has been released to the installer.",
    });
  });

  it("words the confirmations of SPEC §2 exactly", () => {
    expect(info.resetLinkSent).toBe("If an account exists, a reset link has been sent.");
    expect(info.passwordUpdated).toBe("Your password has been updated.");
    expect(info.emailVerified).toContain("pending admin verification");
  });

  it("states the same numbers as the business constants", () => {
    expect(validation.passwordMin).toContain(` ${PASSWORD_MIN_LENGTH} `);
    expect(validation.descriptionMin).toContain(` ${EDIT_LEAD_MINIMUMS.description} `);
    expect(validation.chatMessageTooLong).toContain(` ${CHAT_MESSAGE_MAX_LENGTH} `);
    expect(validation.adminMessageTooLong).toContain(` ${ADMIN_MESSAGE_MAX_LENGTH} `);
    expect(validation.photosTooMany).toContain(` ${MAX_PHOTOS_PER_REQUEST} `);
    expect(validation.serviceRadiusRange).toContain(
      ` ${SERVICE_RADIUS_KM_MIN} and ${SERVICE_RADIUS_KM_MAX} `,
    );
    expect(errors.completionPhotosRequired).toContain(` ${MIN_COMPLETION_PHOTOS} `);
    expect(server.photoTooSmall).toContain(`${MIN_PHOTO_WIDTH}×${MIN_PHOTO_HEIGHT}`);
    expect(validation.firstNameTooLong).toContain(` ${NAME_MAX_LENGTH} `);
    expect(validation.lastNameTooLong).toContain(` ${NAME_MAX_LENGTH} `);
    expect(validation.emailTooLong).toContain(` ${EMAIL_MAX_LENGTH} `);
    expect(validation.usernameTooLong).toContain(` ${EMAIL_MAX_LENGTH} `);
    expect(validation.phoneTooLong).toContain(` ${PHONE_MAX_LENGTH} `);
    expect(validation.passwordTooLong).toContain(` ${PASSWORD_MAX_LENGTH} `);
  });

  it("states the lifetimes of the mailed links as the constants set them", () => {
    expect(mail.verifyEmail.note).toContain("expires in 24 hours");
    expect(mail.resetPassword.note).toContain("expires in 1 hour ");
  });

  it("gives every email a subject and a body, and greets by first name", () => {
    for (const email of [
      mail.verifyEmail,
      mail.resetPassword,
      mail.passwordChanged,
      mail.installerApproved,
      mail.installerRejected,
    ]) {
      expect(email.subject.length).toBeGreaterThan(0);
      expect(email.body).toMatch(/^[A-Z].*\.$/);
    }
    expect(mail.greeting("Anna")).toBe("Hello Anna,");
  });

  it("names the installer in the activity lines of a review", () => {
    expect(activity.installerApproved("Jan Kowalski")).toBe("Installer Jan Kowalski was approved");
    expect(activity.installerRejected("Jan Kowalski")).toBe("Installer Jan Kowalski was rejected");
  });

  it("writes the server's generic refusals as sentences", () => {
    for (const sentence of [
      server.notSignedIn,
      server.forbidden,
      server.notFound,
      server.routeNotFound,
      server.rateLimited,
      server.invalidInput,
      server.malformedJson,
      server.unsupportedMediaType,
      server.payloadTooLarge,
      server.internal,
      server.databaseUnavailable,
      server.overloaded,
      server.photoUploadInProgress,
      server.uploadTooSlow,
      server.crossSiteRequest,
      server.emailTaken,
      server.invalidOrExpiredLink,
      server.wrongCurrentPassword,
      server.hostedSignInDisabled,
      server.hostedSignInFailed,
      server.passwordConfirmationRequired,
      server.passwordInUrl,
      server.accountHoldsEscrow,
      info.verificationSent,
      info.emailAlreadyVerified,
    ]) {
      expect(sentence).toMatch(/^[A-Z].*\.$/);
    }
  });

  it("names the current state when a lead is in the wrong state", () => {
    expect(server.wrongLeadState(LeadStatus.ON_SITE, LeadAction.ACCEPT)).toBe(
      "This request is ON_SITE, so it cannot be accepted.",
    );
    expect(server.wrongLeadState(LeadStatus.ACCEPTED, "edit")).toBe(
      "This request is ACCEPTED, so it cannot be edited.",
    );
    expect(server.wrongLeadState(LeadStatus.APPROVED, LeadAction.REQUEST_REVISION)).toBe(
      "This request is APPROVED, so it cannot be sent back for revision.",
    );
  });
});
