import { Modal } from "../../../components/modal.tsx";
import { webConfig } from "../../../config.ts";
import { useLanguage } from "../../../i18n/i18n.tsx";

/** The map's disclaimer in a modal: loaded the first time its button is pressed, then kept. */
export default function MapWarning({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useLanguage();
  return (
    <Modal open={open} title={t("map.warningTitle")} onClose={onClose}>
      <div className="space-y-3">
        <p>{t("map.warning1")}</p>
        <p>{t("map.warning2")}</p>
        <p>
          {t("map.warning3")}{" "}
          <a href={`mailto:${webConfig.siteEmail}`} className="font-semibold text-brand-700 underline">
            {webConfig.siteEmail}
          </a>
          .
        </p>
      </div>
    </Modal>
  );
}
